// A default constructor declared `= default` beside user-provided constructors is
// still trivial ([class.default.ctor]/3), so the class is trivial and trivially
// default constructible (CUTLASS's `half_t() = default;` next to `explicit
// half_t(float)`, which Thrust's `device_vector` asks about), while one the user
// provides, a default member initializer, a virtual function or a member whose default
// constructor is not trivial makes it non-trivial; a class with only other
// constructors has no default constructor at all.
struct alignas(2) Half {
    unsigned short storage;
    Half() = default;
    __host__ __device__ explicit Half(float x) : storage((unsigned short)x) {}
    __host__ __device__ Half& operator=(float x) { storage = (unsigned short)x; return *this; }
};
struct Provided { int v; __host__ __device__ Provided() : v(1) {} __host__ __device__ Provided(int x) : v(x) {} };
struct MemberInit { int v = 3; MemberInit() = default; __host__ __device__ MemberInit(int x) : v(x) {} };
struct Virtual { int v; Virtual() = default; __host__ __device__ Virtual(int x) : v(x) {} virtual __host__ __device__ int f() { return v; } };
struct HoldsProvided { Provided p; HoldsProvided() = default; __host__ __device__ HoldsProvided(int x) : p(x) {} };
struct HoldsHalf { Half h[2]; int n; };
struct OnlyOther { int v; __host__ __device__ OnlyOther(int x) : v(x) {} };
__host__ __device__ long long run() {
    long long r = 0;
    auto put = [&](bool b) { r = r * 2 + (b ? 1 : 0); };
    put(__is_trivial(Half)); put(__is_trivially_constructible(Half)); put(__is_constructible(Half));
    put(__is_trivially_copyable(Half)); put(__is_trivially_constructible(Half[4]));
    put(__is_trivial(Provided)); put(__is_trivially_constructible(Provided));
    put(__is_trivial(MemberInit)); put(__is_trivially_constructible(MemberInit)); put(__is_constructible(MemberInit));
    put(__is_trivially_constructible(Virtual)); put(__is_trivially_constructible(HoldsProvided));
    put(__is_trivial(HoldsHalf)); put(__is_trivially_constructible(HoldsHalf));
    put(__is_trivial(OnlyOther)); put(__is_constructible(OnlyOther)); put(__is_trivially_constructible(OnlyOther));
    Half h(2.0f);
    h = 5.0f;
    return r * 100 + h.storage;
}
