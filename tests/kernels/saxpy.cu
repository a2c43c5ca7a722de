// y = a*x + y in single precision (nvcc contracts to fma; 1 ulp allowed).
// grid: 2
// block: 128
// buf: x f32 256 rand:2
// buf: y f32 256 iota
// arg: i32:256
// arg: f32:2.5
// arg: x
// arg: y
// check: y
// tol: 1
__global__ void saxpy(int n, float a, const float* __restrict__ x, float* __restrict__ y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}
