// Kernel reference parameters are passed as addresses (.param .u64, as nvcc
// does): a counter updated through int&, a scale read through const float& and
// a struct read through const Pair&.
// grid: 1
// block: 32
// buf: count i32 1 7
// buf: scale f32 1 2.5
// buf: pair i32 2 3,4
// buf: out f32 32
// arg: count
// arg: scale
// arg: pair
// arg: out
// check: out
// check: count
struct Pair {
    int a, b;
};

__global__ void ref_params(int& count, const float& scale, const Pair& p, float* out)
{
    int i = threadIdx.x;
    out[i] = (i * p.a + p.b) * scale;
    if (i == 0)
        count += 5;
}
