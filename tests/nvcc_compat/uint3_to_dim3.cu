// CUDA's dim3(uint3) constructor, not explicit: a uint3 (blockIdx, threadIdx) converts
// to dim3 implicitly, as CuTe's `dim3 cluster_id_in_grid() { return blockIdx; }` needs.
__device__ dim3 block_of() { return blockIdx; }

__global__ void blocks(unsigned* out) {
    dim3 b = block_of();
    dim3 t = threadIdx;
    unsigned k = (b.y * gridDim.x + b.x) * 3;
    out[k] = b.x;
    out[k + 1] = b.y * 10 + t.x;
    out[k + 2] = b.z + 100;
}
