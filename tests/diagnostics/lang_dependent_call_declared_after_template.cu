// expect: error 7:35: identifier "twice" is undefined
// expect: note 9:36: in the instantiation of "scaled<float>" required here
// A dependent call in a template sees by ordinary lookup only the functions declared
// before it; `twice(float)` comes later and a float argument has no associated
// namespace, so the instance finds nothing (nvcc: the same error at instantiation).
template <class T>
__device__ T scaled(T x) { return twice(x); }
__device__ float twice(float x) { return 2 * x; }
__global__ void k(float* p) { *p = scaled(*p); }
