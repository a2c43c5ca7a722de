// Comma operator and all compound assignments, pre/post increment.
// grid: 1
// block: 64
// buf: in i32 64 rand:21
// buf: out i32 128
// arg: in
// arg: out
// check: out
__global__ void comma_compound(const int* in, int* out)
{
    int i = threadIdx.x;
    int v = in[i] >> 8;
    int a = v, b = 3, c;
    c = (a += 5, b *= 7, a ^ b);
    a -= c; a *= 3; a /= (b | 1); a %= 1000;
    b <<= 3; b >>= 1; b &= 0x7f; b |= 0x100; b ^= a;
    int k = i;
    int x = k++;
    x += ++k;
    int y = k--;
    y -= --k;
    out[2 * i] = a + b + c;
    out[2 * i + 1] = x * 100 + y + k;
}
