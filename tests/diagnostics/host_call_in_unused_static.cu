// expect: error 11:53: calling a __host__ function("host_fn(int)") from a __device__ function("unused_inline") is not allowed
// expect: error 12:47: calling a __host__ function("host_fn(int)") from a __device__ function("reached") is not allowed
// expect: error 13:35: calling a __host__ function("host_fn(int)") from a __device__ function("g4") is not allowed
// expect: error 14:49: calling a __host__ function("host_fn(int)") from a __device__ function("by_kernel") is not allowed
// nvcc checks execution spaces only in the functions it emits: static and inline
// device functions no emitted function refers to are dropped unchecked (unused,
// only_from_unused); reached from an external function (reached, then
// unused_inline), external (g4) or called by a kernel (by_kernel), they are errors.
int host_fn(int x) { return x + 1; }
static __device__ int unused(int a) { return host_fn(a); }
inline __device__ int unused_inline(int a) { return host_fn(a); }
static __device__ int reached(int a) { return host_fn(a) + unused_inline(a); }
__device__ int g4(int a) { return host_fn(a) + reached(a); }
static __device__ int by_kernel(int a) { return host_fn(a); }
static __device__ int only_from_unused(int a) { return host_fn(a); }
static __device__ int unused2(int a) { return only_from_unused(a); }
__global__ void k(int* o) { o[0] = by_kernel(1); }
