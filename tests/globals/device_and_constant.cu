// Module-scope variables with initializers in global, constant and host memory.
__device__ int counter = 5;
__constant__ float coeffs[4] = {1.0f, 2.0f, 3.0f, 4.5f};
__device__ float table[3] = {7.0f};
const int N = 4;
static __device__ unsigned long long big = 0xFFFFFFFF00000000ull;
__device__ int values[4] = {10, 20, 30, 40};
__device__ int* value_ptr = &values[0];
__device__ const char* greeting = "hi!";

__global__ void fill(float* out, int* ints, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    out[t] = coeffs[t % N] + table[t % 3] + (float)counter + (float)(big >> 32);
    ints[t] = value_ptr[t % 4] + greeting[t % 3];
}

__global__ void bump(void)
{
    if (threadIdx.x == 0 && blockIdx.x == 0)
        counter = counter + 1;
}

// Constant initializers with arithmetic: negation, complement, shifts, folding in the
// initializer's own precision.
__device__ double folded_d[4] = {-0x1.8cdaf39004192p-60, -1.5, 2.0 * 3.0, -(1.0 / 3.0)};
__constant__ float folded_f[3] = {-1.25f, (float)-7, 1.0f / 3.0f};
__device__ int folded_i[5] = {-5, ~0, 1 << 10, (int)-2.75, 100 / 7};
