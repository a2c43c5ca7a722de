// expect: error 6:28: explicit specialization of variable "u<int>" must precede its first use
// an explicit specialization of a variable template after an instance for the same
// arguments was made (nvcc adds "(at line 5)")
template <class T> __device__ int u = 0;
__device__ int h() { return u<int>; }
template <> __device__ int u<int> = 1;
