// char/short arithmetic wraps on conversion back to the narrow type.
// grid: 1
// block: 64
// buf: in i32 64 rand:22
// buf: out i32 256
// arg: in
// arg: out
// check: out
__global__ void char_short_wrap(const int* in, int* out)
{
    int i = threadIdx.x;
    signed char c = (signed char)in[i];
    unsigned char u = (unsigned char)(in[i] >> 8);
    short s = (short)(in[i] >> 4);
    unsigned short us = (unsigned short)in[i];
    c += 100;
    u = u * 3;
    s = s * 7;
    us = us + 40000;
    char plain = (char)(c + 1);
    out[4 * i + 0] = c;
    out[4 * i + 1] = u;
    out[4 * i + 2] = s + plain;
    out[4 * i + 3] = us;
}
