// Unsigned 32-bit division, modulo and shifts, plus constant divisors.
// grid: 1
// block: 128
// buf: a u32 128 rand:6
// buf: b u32 128 rand:7
// buf: out u32 512
// arg: a
// arg: b
// arg: out
// check: out
__global__ void unsigned_divmod(const unsigned* a, const unsigned* b, unsigned* out)
{
    unsigned i = threadIdx.x;
    unsigned x = a[i];
    unsigned y = (b[i] >> (i % 32)) | 1u;
    out[4 * i + 0] = x / y;
    out[4 * i + 1] = x % y;
    out[4 * i + 2] = x / 7u + x % 10u;
    out[4 * i + 3] = (x >> (i % 32)) + (x << (31 - i % 32));
}
