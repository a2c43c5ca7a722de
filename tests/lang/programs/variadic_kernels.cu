// Variadic templates in kernels: a kernel template over any number of input
// arrays (a function parameter pack of pointers, launched from the host with
// the pack deduced), a non-inlined variadic device function that folds its
// pack, and a recursive `first, rest...` device function; ptxc's mangled names
// for all of them are nvcc's.
#include <cuda_runtime.h>
#include <stdio.h>

template <typename... Ts>
__device__ __noinline__ float weighted(float w, Ts... xs) {
    return w * (xs + ... + 0.0f);
}

template <typename T>
__device__ __noinline__ T largest(T x) { return x; }

template <typename T, typename... Rest>
__device__ __noinline__ T largest(T x, Rest... rest) {
    T m = largest(rest...);
    return x > m ? x : m;
}

// out[i] = w * (a0[i] + a1[i] + ...)
template <typename... Arrays>
__global__ void zip_sum(float* out, int n, float w, const Arrays*... in) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = weighted(w, in[i]...);
}

// out[i] = the largest of a[i], b[i], c[i], i
__global__ void max4(const int* a, const int* b, const int* c, int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = largest(a[i], b[i], c[i], i);
}

int main() {
    const int n = 200;
    float *x, *y, *z, *out;
    int *a, *b, *c, *m;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaMalloc(&z, n * sizeof(float));
    cudaMalloc(&out, n * sizeof(float));
    cudaMalloc(&a, n * sizeof(int));
    cudaMalloc(&b, n * sizeof(int));
    cudaMalloc(&c, n * sizeof(int));
    cudaMalloc(&m, n * sizeof(int));
    zip_sum<<<(n + 63) / 64, 64>>>(out, n, 0.5f, (const float*)x, (const float*)y, (const float*)z);
    zip_sum<<<(n + 63) / 64, 64>>>(out, n, 2.0f, (const float*)x);
    max4<<<(n + 63) / 64, 64>>>(a, b, c, m, n);
    cudaDeviceSynchronize();
    printf("done\n");
    cudaFree(x);
    cudaFree(y);
    cudaFree(z);
    cudaFree(out);
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    cudaFree(m);
    return 0;
}
