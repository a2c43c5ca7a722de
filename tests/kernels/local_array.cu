// Local array with data-dependent indexing (forces local memory).
// grid: 1
// block: 64
// buf: in u32 64 rand:17
// buf: out u32 64
// arg: in
// arg: out
// check: out
__global__ void local_array(const unsigned* in, unsigned* out)
{
    int i = threadIdx.x;
    unsigned hist[16];
    for (int k = 0; k < 16; k++)
        hist[k] = 0;
    unsigned v = in[i];
    for (int k = 0; k < 8; k++)
        hist[(v >> (4 * k)) & 15u] += k + 1;
    unsigned r = 0;
    for (int k = 0; k < 16; k++)
        r = r * 31u + hist[k];
    out[i] = r;
}
