// Comparisons between signed and unsigned operands of several widths.
// grid: 1
// block: 64
// buf: a i32 64 rand:29
// buf: b u32 64 rand:30
// buf: out i32 64
// arg: a
// arg: b
// arg: out
// check: out
__global__ void mixed_sign_compare(const int* a, const unsigned* b, int* out)
{
    int i = threadIdx.x;
    int x = a[i];
    unsigned y = b[i];
    long long wx = x;
    unsigned short hs = (unsigned short)y;
    int r = 0;
    r |= (x < y) << 0;                  // x converted to unsigned
    r |= (wx < y) << 1;                 // y converted to long long
    r |= (x < hs) << 2;                 // hs promoted to int
    r |= ((unsigned)x > 0x80000000u) << 3;
    r |= (x >= (int)y) << 4;
    r |= ((long long)y - wx > 0) << 5;
    out[i] = r;
}
