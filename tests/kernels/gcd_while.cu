// Euclid's algorithm in a while loop (data-dependent trip counts).
// grid: 2
// block: 64
// buf: a u32 128 rand:26
// buf: b u32 128 rand:27
// buf: out u32 128
// arg: a
// arg: b
// arg: out
// check: out
__global__ void gcd_while(const unsigned* a, const unsigned* b, unsigned* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned x = a[i] % 100000u, y = b[i] % 100000u;
    while (y != 0) {
        unsigned t = x % y;
        x = y;
        y = t;
    }
    out[i] = x;
}
