// A program whose host side leans on the C library the way published CUDA
// samples do: <cstdio> (fprintf to stderr, FILE), <cstdlib> (malloc, rand,
// srand, atoi, EXIT_FAILURE), <ctime>, <cmath> on the host (sqrt, fabs) and
// <cstring> (memset, memcpy) on both sides.
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

struct Record {
    int id;
    float weight;
    unsigned char tag[8];
};

// Euclidean norm of each 3-vector.
__global__ void norms(const float3* v, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = std::sqrt(v[i].x * v[i].x + v[i].y * v[i].y + v[i].z * v[i].z);
}

// Copies records whole with memcpy, then stamps the tag bytes with memset.
__global__ void copy_records(Record* dst, const Record* src, int n, int stamp) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Record r;
    memcpy(&r, &src[i], sizeof(Record));
    memset(r.tag, stamp, (size_t)(i % 9));
    r.weight = fabsf(r.weight) + (float)std::abs(r.id);
    dst[i] = r;
}

// Clamps |v| into [lo, hi] with the min/max/abs overloads CUDA provides.
__global__ void clamp_abs(int* v, int n, int lo, int hi) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = max(lo, min(hi, abs(v[i])));
}

int main(int argc, char** argv) {
    int n = argc > 1 ? atoi(argv[1]) : 1024;
    srand((unsigned)time(NULL));
    size_t bytes = n * sizeof(float3);
    float3* h_v = (float3*)malloc(bytes);
    float* h_out = (float*)malloc(n * sizeof(float));
    if (h_v == NULL || h_out == NULL) {
        fprintf(stderr, "out of host memory\n");
        return EXIT_FAILURE;
    }
    memset(h_out, 0, n * sizeof(float));
    for (int i = 0; i < n; ++i) h_v[i] = make_float3(rand() % 10, rand() % 10, rand() % 10);
    float3* d_v;
    float* d_out;
    CUDA_CHECK(cudaMalloc(&d_v, bytes));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_v, h_v, bytes, cudaMemcpyHostToDevice));
    clock_t start = clock();
    norms<<<(n + 127) / 128, 128>>>(d_v, d_out, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(h_out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
    double worst = 0.0;
    for (int i = 0; i < n; ++i) {
        double want = sqrt((double)h_v[i].x * h_v[i].x + h_v[i].y * h_v[i].y + h_v[i].z * h_v[i].z);
        worst = fmax(worst, fabs(want - h_out[i]));
    }
    FILE* log = fopen("norms.txt", "w");
    if (log) {
        fprintf(log, "worst error %g in %.3f ms\n", worst, 1000.0 * (clock() - start) / CLOCKS_PER_SEC);
        fclose(log);
    }
    printf("%s\n", worst < 1e-5 ? "PASS" : "FAIL");
    cudaFree(d_v);
    cudaFree(d_out);
    free(h_v);
    free(h_out);
    return worst < 1e-5 ? EXIT_SUCCESS : EXIT_FAILURE;
}
