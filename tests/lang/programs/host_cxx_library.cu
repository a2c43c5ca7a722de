// A program whose host side is written with the C++ library, as many
// published CUDA programs are: <iostream> and <iomanip> for output,
// std::vector buffers, <random> inputs, <algorithm>/<numeric> checks and
// <chrono> timing around the launches.
#include <algorithm>
#include <chrono>
#include <iomanip>
#include <iostream>
#include <numeric>
#include <random>
#include <string>
#include <vector>

namespace kernels {
// out[i] = clamp(a * x[i] + b, lo, hi)
__global__ void affine_clamp(const float* x, float* out, int n, float a, float b, float lo, float hi) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = fminf(fmaxf(a * x[i] + b, lo), hi);
}

// Prefix sums of each block's slice of counts (inclusive, Hillis-Steele in shared memory).
__global__ void block_scan(const int* counts, int* sums, int n) {
    extern __shared__ int buf[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    buf[threadIdx.x] = i < n ? counts[i] : 0;
    __syncthreads();
    for (int offset = 1; offset < blockDim.x; offset *= 2) {
        int v = threadIdx.x >= offset ? buf[threadIdx.x - offset] : 0;
        __syncthreads();
        buf[threadIdx.x] += v;
        __syncthreads();
    }
    if (i < n) sums[i] = buf[threadIdx.x];
}
}  // namespace kernels

int main(int argc, char** argv) {
    const int n = argc > 1 ? std::stoi(argv[1]) : 1 << 16;
    std::mt19937 gen(2024);
    std::uniform_real_distribution<float> dist(-2.0f, 2.0f);
    std::uniform_int_distribution<int> small(0, 9);
    std::vector<float> x(n), out(n, 0.0f);
    std::vector<int> counts(n), sums(n);
    for (int i = 0; i < n; ++i) {
        x[i] = dist(gen);
        counts[i] = small(gen);
    }
    float *dx, *dout;
    int *dcounts, *dsums;
    cudaMalloc(&dx, n * sizeof(float));
    cudaMalloc(&dout, n * sizeof(float));
    cudaMalloc(&dcounts, n * sizeof(int));
    cudaMalloc(&dsums, n * sizeof(int));
    cudaMemcpy(dx, x.data(), x.size() * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dcounts, counts.data(), counts.size() * sizeof(int), cudaMemcpyHostToDevice);
    auto start = std::chrono::high_resolution_clock::now();
    kernels::affine_clamp<<<(n + 255) / 256, 256>>>(dx, dout, n, 1.5f, 0.25f, -1.0f, 1.0f);
    kernels::block_scan<<<(n + 255) / 256, 256, 256 * sizeof(int)>>>(dcounts, dsums, n);
    cudaDeviceSynchronize();
    auto stop = std::chrono::high_resolution_clock::now();
    double ms = std::chrono::duration<double, std::milli>(stop - start).count();
    cudaMemcpy(out.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(sums.data(), dsums, n * sizeof(int), cudaMemcpyDeviceToHost);
    float top = *std::max_element(out.begin(), out.end());
    double total = std::accumulate(out.begin(), out.end(), 0.0);
    std::string status = top <= 1.0f ? "ok" : "out of range";
    std::cout << "affine_clamp + block_scan: " << std::fixed << std::setprecision(3) << ms << " ms, sum "
              << total << ", max " << top << " (" << status << ")" << std::endl;
    cudaFree(dx);
    cudaFree(dout);
    cudaFree(dcounts);
    cudaFree(dsums);
    return status == "ok" ? 0 : 1;
}
