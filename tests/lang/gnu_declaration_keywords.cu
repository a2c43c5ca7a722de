// Spellings of glibc and libstdc++ headers (issue 42): `__attribute__` after an
// inline namespace's name (`inline namespace __cxx11 __attribute__((__abi_tag__
// ("cxx11")))`), `__restrict`/`__restrict__`, `__inline`/`__inline__`,
// `__signed__`, `__const`/`__const__`, `__volatile__`, and an `__asm__` label on a
// declaration.
namespace lib {
inline namespace __cxx11 __attribute__((__abi_tag__("cxx11"))) {
__host__ __device__ int tagged(int v) { return v + 1; }
}
}  // namespace lib

extern "C" int renamed_host_function(int) __asm__("other_name");

static __inline __host__ __device__ int add(int* __restrict a, const int* __restrict__ b) { return *a + *b; }
static __inline__ __host__ __device__ __signed__ int neg(__const int v) { return -v; }

__host__ __device__ long long run() {
    int a = 5, b = 7;
    __volatile__ int vol = 3;
    __signed__ char sc = -2;
    __const__ unsigned char low_mask = 15;
    return lib::tagged(a) * 1000 + lib::__cxx11::tagged(b) * 100 + add(&a, &b) + neg(vol) + sc + (low_mask << 4);
}
