// A record of sizes and strides passed by value and indexed with a run-time
// dimension count (a tensor-offset loop, as PyTorch-style scatter and
// multi-tensor kernels write it): nvcc reads the fields with `ld.param` at a
// computed address and uses no local memory; ptxc copied the whole record
// into a stack frame until only-read records were addressed in the
// parameter space (nvcc copies records of up to 8 sizes and strides to
// local memory too; 16 of each it reads in place). The layout below
// transposes a 4x4x4 block.
// grid: 2
// block: 32
// buf: in f32 64 iota
// buf: out f32 64
// arg: in
// arg: out
// arg: bytes:040000000400000004000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000100000004000000100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003000000
// arg: i32:64
// check: out
struct Layout {
    int sizes[16];
    int strides[16];
    int dims;
};

__global__ void param_record_index(const float* in, float* out, const Layout layout, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    int rest = t, off = 0;
    for (int d = layout.dims - 1; d >= 0; --d) {
        off += rest % layout.sizes[d] * layout.strides[d];
        rest /= layout.sizes[d];
    }
    out[t] = in[off];
}
