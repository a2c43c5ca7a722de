// A class template with constructors and member operators, used by a kernel template
// that host code launches with explicit arguments (axpy<float>, axpy<int>) and by a
// plain kernel.
#include <cuda_runtime.h>
#include <stdio.h>

template <typename T, int N>
struct Vec {
    T v[N];
    __device__ Vec() {
        for (int i = 0; i < N; i++) v[i] = T(0);
    }
    __device__ T& operator[](int i) { return v[i]; }
    __device__ const T& operator[](int i) const { return v[i]; }
    __device__ Vec operator*(T s) const {
        Vec r;
        for (int i = 0; i < N; i++) r[i] = v[i] * s;
        return r;
    }
    __device__ Vec& operator+=(const Vec& o) {
        for (int i = 0; i < N; i++) v[i] += o[i];
        return *this;
    }
    __device__ T sum() const {
        T s = v[0];
        for (int i = 1; i < N; i++) s += v[i];
        return s;
    }
};

template <typename T>
__global__ void axpy(const Vec<T, 4>* x, Vec<T, 4>* y, T a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        Vec<T, 4> t = x[i] * a;
        y[i] += t;
    }
}

__global__ void sums(const Vec<float, 4>* x, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = x[i].sum();
}

int main() {
    const int n = 256;
    Vec<float, 4>* fx;
    Vec<float, 4>* fy;
    Vec<int, 4>* ix;
    Vec<int, 4>* iy;
    float* out;
    cudaMalloc(&fx, n * sizeof(Vec<float, 4>));
    cudaMalloc(&fy, n * sizeof(Vec<float, 4>));
    cudaMalloc(&ix, n * sizeof(Vec<int, 4>));
    cudaMalloc(&iy, n * sizeof(Vec<int, 4>));
    cudaMalloc(&out, n * sizeof(float));
    axpy<float><<<(n + 63) / 64, 64>>>(fx, fy, 2.0f, n);
    axpy<int><<<(n + 63) / 64, 64>>>(ix, iy, 3, n);
    sums<<<(n + 63) / 64, 64>>>(fy, out, n);
    cudaDeviceSynchronize();
    printf("done\n");
    cudaFree(fx);
    cudaFree(fy);
    cudaFree(ix);
    cudaFree(iy);
    cudaFree(out);
    return 0;
}
