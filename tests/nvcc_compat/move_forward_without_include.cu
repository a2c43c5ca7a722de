// std::move and std::forward without an include: nvcc's device code sees them (its
// host headers come with cuda_runtime.h), and libcu++ relies on it (`using
// ::std::forward;` when it takes them for compiler built-ins).
__device__ int kind(int&) { return 1; }
__device__ int kind(int&&) { return 2; }
template <class T> __device__ int relay(T&& x) { return kind(std::forward<T>(x)); }
__global__ void moved(int* out) {
    int v = out[0];
    out[0] = relay(v) * 100 + relay(std::move(v)) * 10 + relay(3);
}
