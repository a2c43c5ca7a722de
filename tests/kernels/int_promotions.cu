// Integer promotions and usual arithmetic conversions: char/short promote to
// int, int meets unsigned as unsigned, sign tricks with negative values.
// grid: 1
// block: 64
// buf: in i32 64 rand:3
// buf: out i32 256
// arg: in
// arg: out
// check: out
__global__ void int_promotions(const int* in, int* out)
{
    int i = threadIdx.x;
    int v = in[i];
    signed char c = (signed char)v;
    unsigned char uc = (unsigned char)v;
    short s = (short)v;
    unsigned u = (unsigned)v;
    out[4 * i + 0] = c + uc;                 // both promote to int
    out[4 * i + 1] = (v < 0u) ? 1 : 0;       // v converts to unsigned: never < 0
    out[4 * i + 2] = (c < (unsigned char)200) + (s >> 3) + (int)(u >> 28);
    out[4 * i + 3] = (-1 < (int)u) ? (int)(uc * uc) : -(int)(c * s);
}
