// expect: error 10:16: explicit specialization of "twice<int>" must precede its first use
// expect: error 12:18: no instance of function template "twice" matches the specified type
// expect: error 14:16: plain is not a template
// explicit specializations of function templates: one after the instance it would replace
// was made, one whose signature matches no instance, and one of a non-template
template <typename T>
__device__ T twice(T x) { return x + x; }
__device__ int use(int v) { return twice(v); }
template <>
__device__ int twice<int>(int x) { return 4 * x; }
template <>
__device__ float twice<float>(double x) { return 0; }
template <>
__device__ int plain<int>(int x) { return x; }
__global__ void k(int* o) { o[0] = use(1); }
