// Signed division and remainder truncate toward zero; >> on negative ints is arithmetic.
// grid: 1
// block: 128
// buf: a i32 128 rand:25
// buf: out i32 512
// arg: a
// arg: out
// check: out
__global__ void signed_shift_div(const int* a, int* out)
{
    int i = threadIdx.x;
    int v = a[i];
    int d = (i % 17) - 8;
    if (d == 0)
        d = 3;
    out[4 * i + 0] = v / d;
    out[4 * i + 1] = v % d;
    out[4 * i + 2] = v >> (i % 31);
    out[4 * i + 3] = v / 16 + v % 16 + (-v) / 5;
}
