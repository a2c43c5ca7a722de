// Parameter and result shapes crossing a call between separately compiled
// modules (-rdc=true): defined in callees.cu, called from callers.cu.
#include <cuda_fp16.h>
#include <cuda_bf16.h>

struct Pair8 { char a; short b; };                 // padding after a
struct Mixed { char c; double d; int i; char t[3]; }; // 8-aligned, tail padding
struct Wide { int v[20]; };                        // 80 bytes
struct __align__(16) Aligned16 { float x; int y; };
// Non-trivial for calls (a user-provided copy constructor): by address both ways.
struct Tracked {
    int v;
    __device__ explicit Tracked(int x) : v(x) {}
    __device__ Tracked(const Tracked& o) : v(o.v + 1) {}
};

// Narrow and wide integers, bool: results are extended by the callee.
__device__ char nc(char x);
__device__ signed char nsc(signed char x);
__device__ unsigned char nuc(unsigned char x);
__device__ short ns(short x);
__device__ unsigned short nus(unsigned short x);
__device__ int ni(int x);
__device__ unsigned nu(unsigned x);
__device__ long long nll(long long x);
__device__ unsigned long long null_(unsigned long long x);
__device__ bool nb(bool x);
__device__ bool nlt(char a, unsigned char b);
__device__ int mix(char a, short b, unsigned char c, unsigned short d, bool e, long long f);
__device__ char16_t nc16(char16_t x);
__device__ wchar_t nwc(wchar_t x);
// Floating point.
__device__ float nf(float x);
__device__ double nd(double x);
__device__ __half nh(__half x);
__device__ __nv_bfloat16 nbf(__nv_bfloat16 x);
__device__ float hsum(__half a, __nv_bfloat16 b, __half c);
// Vector types and records by value (parameters).
__device__ int vc2(char2 v);
__device__ int vuc3(uchar3 v);
__device__ int vs4(short4 v);
__device__ int vi3(int3 v);
__device__ float vf4(float4 v);
__device__ double vd2(double2 v);
__device__ long long vl2(longlong2 v);
__device__ int rp8(Pair8 p);
__device__ double rmixed(Mixed m);
__device__ int rwide(Wide w);
__device__ float ra16(Aligned16 a, char after);
// Vector types and records by value (results: `func_retval0` as a `.b8` array).
__device__ Pair8 op8(int v);
__device__ Mixed omixed(int v);
__device__ Wide owide(int v);
__device__ Aligned16 oa16(int v);
__device__ float4 of4(float v);
__device__ int3 oi3(int v);
__device__ uchar3 ouc3(int v);
__device__ char2 oc2(int v);
__device__ double2 od2(double v);
// Classes that are non-trivial for calls, CUDA's pairs among them.
__device__ int tget(Tracked t);
__device__ Tracked tmod(Tracked t);
__device__ __half2 h2mix(__half2 a, __half2 b);
__device__ float h2dot(__half2 a, __nv_bfloat162 b);
__device__ __nv_bfloat162 b2swap(__nv_bfloat162 a);
// Pointers to each space (generic), references, __int128.
__device__ int pget(const int* p, int i);
__device__ void pset(int* p, int i, int v);
__device__ void rinc(int& r, short by);
__device__ double rcd(const double& d);
__device__ int& rpick(int& a, int& b, bool first);
__device__ __int128 i128(__int128 x, __int128 y);
__device__ unsigned __int128 u128(unsigned __int128 x);
