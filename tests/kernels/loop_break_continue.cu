// for loop with continue and break depending on data.
// grid: 2
// block: 64
// buf: in u32 128 rand:13
// buf: out i32 128
// arg: in
// arg: out
// check: out
__global__ void loop_break_continue(const unsigned* in, int* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned v = in[i];
    int acc = 0;
    for (int k = 0; k < 32; k++) {
        if ((v >> k) & 1u)
            continue;
        acc += k;
        if (acc > 100 + (i % 50))
            break;
    }
    out[i] = acc;
}
