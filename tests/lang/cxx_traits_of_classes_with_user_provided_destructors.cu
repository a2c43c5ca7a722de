// A destructor written with an empty body (`~S() {}`) runs nothing, but it is
// user-provided, so it is not trivial ([class.dtor]/8): the class is neither trivially
// destructible nor trivially copyable, and copying it is not trivial construction
// (`T t(u)` destroys `t` too), while assigning it still is. Binding a reference is
// trivial construction (`__is_trivially_constructible(int&, int&)`).
struct Plain { int v; };
struct EmptyDtor { int v; __host__ __device__ ~EmptyDtor() {} };
struct CountingDtor { int* hits; __host__ __device__ ~CountingDtor() { ++*hits; } };
struct HoldsEmptyDtor { EmptyDtor e; };
struct DerivesEmptyDtor : EmptyDtor {};
struct DefaultedDtor { int v; ~DefaultedDtor() = default; };
struct UserCopy { int v; __host__ __device__ UserCopy(const UserCopy& o) : v(o.v) {} };

template <class T>
__host__ __device__ constexpr int traits() {
    return (__has_trivial_destructor(T) ? 1 : 0) | (__is_trivially_copyable(T) ? 2 : 0)
         | (__is_trivially_constructible(T, const T&) ? 4 : 0) | (__is_trivially_constructible(T, T&&) ? 8 : 0)
         | (__is_trivially_assignable(T&, const T&) ? 16 : 0);
}

static_assert(traits<Plain>() == 31, "a plain class is trivial in every way");
static_assert(traits<EmptyDtor>() == 16, "~EmptyDtor() {} is user-provided");
static_assert(traits<HoldsEmptyDtor>() == 16, "a member's destructor counts");
static_assert(traits<DerivesEmptyDtor>() == 16, "a base's destructor counts");
static_assert(traits<DefaultedDtor>() == 31, "= default is trivial");
static_assert(traits<UserCopy>() == 17, "a user-provided copy constructor; the implicit assignment is trivial");
static_assert(__is_trivially_constructible(int&, int&), "binding a reference");
static_assert(__is_trivially_constructible(const Plain&, Plain&), "binding a class reference");
static_assert(!__is_trivially_constructible(int&, long&), "no int& from a long");

__host__ __device__ long long run() {
    int hits = 0;
    {
        CountingDtor a{&hits};
        CountingDtor b = a;
        (void)b;
    }
    EmptyDtor e{5};
    EmptyDtor f = e;
    long long bits = traits<Plain>() + traits<EmptyDtor>() * 100 + traits<CountingDtor>() * 10000
                   + traits<HoldsEmptyDtor>() * 1000000;
    return bits * 100 + hits * 10 + f.v;
}
