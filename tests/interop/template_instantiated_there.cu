// Defines scaled<T> and instantiates it explicitly (weak functions, as nvcc emits
// explicit instantiations) for what
// template_declared_here.cu calls.
template <class T> __device__ T scaled(T x, int k) { return x * (T)k + (T)1; }

template __device__ int scaled<int>(int, int);
template __device__ float scaled<float>(float, int);
template __device__ long long scaled<long long>(long long, int);
