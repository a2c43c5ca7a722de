// long double in device code (issue 17, seed 000's type table): a distinct
// type mangled e (_Z1kPeiP1SPd, _Z1fe1S as nvcc), sizeof and alignof 16 as
// nvcc gives them, computed as double with the value in the low 8 bytes of
// its 16-byte slot: records, arrays and pointers step by 16 (nvcc's own code
// steps by 8 and shrinks records to 40 bytes, disagreeing with its sizeof;
// specs/language.md lists the deviation). tests/types.rs checks the PTX.
struct S { char c; long double d; int i; };
static_assert(sizeof(long double) == 16 && alignof(long double) == 16, "long double layout");
static_assert(sizeof(S) == 48 && __builtin_offsetof(S, i) == 32, "record layout");

__device__ long double g[4] = {1, 2, 3, 4};

__device__ __noinline__ long double f(long double x, S s) { return x + s.d; }
void f(double);

__global__ void k(long double* a, int i, S* ps, double* o)
{
    o[0] = g[i] + a[i] + ps[i].d;
    o[1] = f(a[0], ps[0]);
}
