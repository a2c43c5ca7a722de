// Host launchers instantiated in another translation unit (`extern template`, as ggml's
// mmf.cu declares its instances): calling one here instantiates neither its body nor the
// kernel it launches, as with nvcc. An instance defined here does launch its kernel.
template <int N> __global__ void fill(float* y) { y[threadIdx.x] = N; }
template <int N> void launch_fill(float* y) { fill<N><<<1, 32>>>(y); }

extern template void launch_fill<3>(float*);
template void launch_fill<4>(float*);

void run(float* y) {
    launch_fill<3>(y);
    launch_fill<4>(y);
}
