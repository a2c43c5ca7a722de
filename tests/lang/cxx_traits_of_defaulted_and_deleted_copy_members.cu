// Copy and move members written `= delete` or `= default` answer the type traits as
// C++ says: a deleted copy constructor or assignment makes a class not copyable, a
// declared move constructor or move assignment deletes the implicit copy operations,
// a member or base that cannot be copied deletes the implicit copy of the class holding
// it, and a `const` or reference member deletes the implicit assignment.
struct NoCopy {
    int v;
    NoCopy() = default;
    NoCopy(const NoCopy&) = delete;
};
struct MoveOnly {
    int v;
    __host__ __device__ MoveOnly(int x) : v(x) {}
    MoveOnly(MoveOnly&&) = default;
    MoveOnly& operator=(MoveOnly&&) = default;
};
struct NoAssign {
    int v;
    NoAssign& operator=(const NoAssign&) = delete;
};
struct HoldsNoCopy { NoCopy n; };
struct DerivesMoveOnly : MoveOnly { using MoveOnly::MoveOnly; };
struct ConstMember { const int c; };
struct RefMember { int& r; };
struct ArrayOfConst { const int a[2]; };
struct Defaulted {
    int v;
    Defaulted() = default;
    Defaulted(const Defaulted&) = default;
    Defaulted& operator=(const Defaulted&) = default;
};

template <class T>
__host__ __device__ constexpr int traits() {
    return (__is_constructible(T, const T&) ? 1 : 0) | (__is_constructible(T, T&&) ? 2 : 0)
         | (__is_assignable(T&, const T&) ? 4 : 0) | (__is_assignable(T&, T&&) ? 8 : 0);
}

static_assert(traits<NoCopy>() == 12, "a deleted copy constructor, no implicit move; the copy assignment stays");
static_assert(traits<MoveOnly>() == 10, "moves only");
static_assert(traits<NoAssign>() == 3, "constructs, never assigns");
static_assert(traits<HoldsNoCopy>() == 12, "a member that cannot be copied");
static_assert(traits<DerivesMoveOnly>() == 10, "a base that moves only");
static_assert(traits<ConstMember>() == 3, "a const member");
static_assert(traits<RefMember>() == 3, "a reference member");
static_assert(traits<ArrayOfConst>() == 3, "an array of const");
static_assert(traits<Defaulted>() == 15, "defaulted copies");

__host__ __device__ MoveOnly make(int x) { return MoveOnly(x); }

__host__ __device__ long long run() {
    MoveOnly a = make(6);
    MoveOnly b(static_cast<MoveOnly&&>(a));
    Defaulted d;
    d.v = 3;
    Defaulted e(d);
    long long bits = traits<NoCopy>() + traits<MoveOnly>() * 16 + traits<NoAssign>() * 256
                   + traits<HoldsNoCopy>() * 4096 + traits<ConstMember>() * 65536;
    return bits * 100 + b.v * 10 + e.v;
}
