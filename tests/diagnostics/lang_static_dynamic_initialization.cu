// expect: error 5:20: dynamic initialization is not supported for a __device__ variable
// a __device__ variable initialized by a constructor that is not constexpr (nvcc's
// error; a constexpr one runs at compile time)
struct Counter { int n; __device__ Counter(int v) : n(v) {} };
__device__ Counter counter(7);
__global__ void k(int* o) { o[0] = counter.n; }
