// CUDA's dim3 constructors are not explicit: an integer or a uint3 converts to a dim3
// parameter by a user-defined conversion in overload resolution too, so a call operator
// taking a dim3 is viable for `0` (CUB's `decltype(launcher_factory(0, 0, 0, nullptr))`,
// whose factory takes the grid and block sizes as dim3), and a standard conversion
// still beats it.
struct Launch {
    unsigned cells;
    bool dependent;
};

struct Factory {
    __device__ Launch operator()(dim3 grid, dim3 block, unsigned long smem, cudaStream_t s, bool dep = false) const {
        return Launch{grid.x * grid.y * block.x * block.y * block.z + unsigned(smem), dep && s == nullptr};
    }
};

template <class F>
__device__ auto configure(F make, unsigned n) -> decltype(make(0, 0, 0, nullptr)) {
    return make(n, dim3(2, 3), 5, nullptr, true);
}

struct Shape {
    __device__ unsigned operator()(dim3 d) const { return d.x + 10 * d.y + 100 * d.z; }
};

__device__ int rank(dim3) { return 1; }
__device__ int rank(double) { return 2; }
__device__ int pointer_or_dim3(dim3) { return 3; }
__device__ int pointer_or_dim3(int*) { return 4; }

__global__ void calls(unsigned* out) {
    if (blockIdx.x != 2 || blockIdx.y != 1) {
        return;
    }
    Launch l = configure(Factory{}, 7);
    out[0] = l.cells;
    out[1] = l.dependent;
    out[2] = Shape{}(4);
    out[3] = Shape{}(blockIdx);
    out[4] = rank(3) * 10 + pointer_or_dim3(9);
}
