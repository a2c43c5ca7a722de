// The compiler's construction and assignment traits, as libraries ask them:
// `__is_nothrow_constructible` is true only when the constructor chosen is declared
// `noexcept` (a `noexcept(false)` default constructor, a copy constructor without
// `noexcept`), `__is_nothrow_assignable` likewise for the `operator=` chosen, and
// `__is_trivially_constructible` from an object of the class looks at the constructor
// that copy or move picks: a user-provided copy constructor beside a defaulted move
// constructor leaves moving trivial, a user-provided move constructor beside a
// defaulted copy leaves copying trivial; members, virtual functions and a user-provided
// destructor count too; `__is_trivially_assignable` likewise follows the `operator=`
// that copy or move assignment picks.

struct Throwing {
    __host__ __device__ Throwing() noexcept(false) {}
    __host__ __device__ Throwing(int) noexcept {}
    __host__ __device__ Throwing(const Throwing&) {}
    __host__ __device__ Throwing& operator=(const Throwing&) { return *this; }
    __host__ __device__ Throwing& operator=(int) noexcept { return *this; }
};
struct Quiet {
    __host__ __device__ Quiet() noexcept {}
};
struct Plain {
    int a;
    double b;
};
struct CopyUser {
    int v;
    __host__ __device__ CopyUser() {}
    __host__ __device__ CopyUser(const CopyUser& o) : v(o.v) {}
    CopyUser(CopyUser&&) = default;
    CopyUser& operator=(const CopyUser&) = default;
};
struct MoveUser {
    int v;
    __host__ __device__ MoveUser() {}
    MoveUser(const MoveUser&) = default;
    __host__ __device__ MoveUser(MoveUser&& o) : v(o.v) {}
};
struct AssignUser {
    int v;
    __host__ __device__ AssignUser& operator=(const AssignUser& o) {
        v = o.v;
        return *this;
    }
    AssignUser& operator=(AssignUser&&) = default;
};
struct MoveAssignUser {
    int v;
    MoveAssignUser& operator=(const MoveAssignUser&) = default;
    __host__ __device__ MoveAssignUser& operator=(MoveAssignUser&& o) noexcept(false) {
        v = o.v;
        return *this;
    }
};
struct Holder {
    CopyUser c;
};
struct Virtual {
    __host__ __device__ virtual int f() { return 1; }
};
struct WithDestructor {
    int x;
    __host__ __device__ ~WithDestructor() {}
};

#define BIT(n, cond) ((cond) ? (1LL << (n)) : 0LL)

__host__ __device__ long long run() {
    return BIT(0, __is_nothrow_constructible(Throwing)) | BIT(1, __is_nothrow_constructible(Throwing, int)) |
           BIT(2, __is_nothrow_constructible(Throwing, const Throwing&)) | BIT(3, __is_nothrow_constructible(Quiet)) |
           BIT(4, __is_nothrow_constructible(Plain)) | BIT(5, __is_nothrow_constructible(Plain, const Plain&)) |
           BIT(6, __is_nothrow_constructible(int, long)) |
           BIT(7, __is_nothrow_assignable(Throwing&, const Throwing&)) |
           BIT(8, __is_nothrow_assignable(Throwing&, int)) | BIT(9, __is_nothrow_assignable(Plain&, Plain)) |
           BIT(10, __is_nothrow_constructible(Throwing[2])) |
           BIT(11, __is_trivially_constructible(CopyUser, const CopyUser&)) |
           BIT(12, __is_trivially_constructible(CopyUser, CopyUser&&)) |
           BIT(13, __is_trivially_constructible(MoveUser, const MoveUser&)) |
           BIT(14, __is_trivially_constructible(MoveUser, MoveUser&&)) |
           BIT(15, __is_trivially_constructible(Plain, const Plain&)) |
           BIT(16, __is_trivially_constructible(Plain, Plain&&)) |
           BIT(17, __is_trivially_constructible(Holder, const Holder&)) |
           BIT(18, __is_trivially_constructible(Holder, Holder&&)) |
           BIT(19, __is_trivially_constructible(Virtual, const Virtual&)) |
           BIT(20, __is_trivially_constructible(WithDestructor, const WithDestructor&)) |
           BIT(21, __is_constructible(Throwing)) | BIT(22, __is_nothrow_constructible(Quiet, const Quiet&)) |
           BIT(23, __is_trivially_assignable(AssignUser&, const AssignUser&)) |
           BIT(24, __is_trivially_assignable(AssignUser&, AssignUser&&)) |
           BIT(25, __is_trivially_assignable(CopyUser&, const CopyUser&)) |
           BIT(26, __is_trivially_assignable(Plain&, Plain&&)) | BIT(27, __is_trivially_assignable(Virtual&, const Virtual&)) |
           BIT(28, __is_assignable(MoveAssignUser&, const MoveAssignUser&)) |
           BIT(29, __is_trivially_assignable(MoveAssignUser&, const MoveAssignUser&)) |
           BIT(30, __is_trivially_assignable(MoveAssignUser&, MoveAssignUser&&)) |
           BIT(31, __is_nothrow_assignable(MoveAssignUser&, MoveAssignUser&&)) |
           BIT(32, __is_nothrow_assignable(MoveAssignUser&, MoveAssignUser&));
}
