// Byte-order tests and byte reads through a `char` pointer to an integer
// local (`int one = 1; *(char *)&one`, `((unsigned char *)&w)[k]`), as
// checksum kernels write them: nvcc folds them and uses no local memory;
// ptxc kept the integer in a stack frame (a narrow load mem2reg could not
// promote) until such loads became shifts of the whole value.
// grid: 2
// block: 32
// buf: in u32 64 rand:9
// buf: out u32 64
// arg: in
// arg: out
// check: out
__global__ void byte_order(const unsigned* in, unsigned* out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int one = 1;
    bool little = *(char*)&one;
    unsigned w = in[t];
    unsigned sum = 0;
    for (int k = 0; k < 4; ++k)
        sum = sum * 31u + ((unsigned char*)&w)[k];
    unsigned short high = ((unsigned short*)&w)[1];
    out[t] = little ? sum ^ high : sum;
}
