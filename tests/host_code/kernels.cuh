// The device code shared by with_host_code.cu and device_only.cu.
struct Offset { int base; float step; };

template <typename T> __global__ void scale(T* p, T s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = p[i] * s + (T)i;
}

__device__ float offset_of(Offset o, int i) { return o.base + o.step * i; }

__global__ void add_offset(float* p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    Offset o = {3, 0.5f};
    if (i < n) p[i] += offset_of(o, i);
}
