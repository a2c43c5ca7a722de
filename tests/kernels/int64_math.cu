// 64-bit integer arithmetic: wide products, shifts, division, mixing 32/64-bit.
// grid: 2
// block: 32
// buf: a i64 64 rand:4
// buf: b i32 64 rand:5
// buf: out i64 256
// arg: a
// arg: b
// arg: out
// check: out
__global__ void int64_math(const long long* a, const int* b, long long* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    long long x = a[i];
    int y = b[i];
    long long d = (long long)(y | 1);
    out[4 * i + 0] = x * y + (x >> 7);
    out[4 * i + 1] = x / d + x % d;
    out[4 * i + 2] = (long long)((unsigned long long)x >> 33) ^ ((long long)y << 35);
    out[4 * i + 3] = (long long)y * (long long)y - (x & 0xffffffffLL);
}
