// A class that declares `operator=` from another type (`H& operator=(short)`, CUTLASS's
// `half_t& operator=(const __half&)`) still has the implicit copy and move assignment:
// `h = H(5)` assigns memberwise ([class.copy.assign]), it does not convert `H` through
// `operator int` to call `operator=(short)`. Only a declared copy assignment replaces it.
#include <type_traits>

struct H {
    int s;
    __host__ __device__ explicit H(int x) : s(x) {}
    __host__ __device__ H& operator=(short x) { s = x * 100; return *this; }
    __host__ __device__ operator int() const { return s; }
};

struct Counted {
    int s, copies;
    __host__ __device__ explicit Counted(int x) : s(x), copies(0) {}
    __host__ __device__ Counted& operator=(const Counted& o) { s = o.s; copies = copies + 1; return *this; }
    __host__ __device__ Counted& operator=(int x) { s = -x; return *this; }
};

static_assert(std::is_trivially_copyable<H>::value, "a converting operator= keeps H trivially copyable");
static_assert(!std::is_trivially_copyable<Counted>::value, "a declared copy assignment does not");
static_assert(std::is_assignable<H&, H>::value, "");

__host__ __device__ long long run() {
    H h(1);
    h = H(5);                       // copy: 5
    long long r = h.s;
    h = short(3);                   // operator=(short): 300
    r = r * 1000 + h.s;
    H g(7);
    h = g;                          // copy from an lvalue: 7
    r = r * 10 + h.s;
    Counted c(1);
    c = Counted(4);                 // the declared copy assignment
    c = Counted(6);
    r = r * 100 + c.s * 10 + c.copies;
    c = 9;
    return r * 10 - c.s;            // -(-9)
}
