// Small integer matrix multiply: one thread per output, nested loops.
// grid: 1
// block: 64
// buf: a i32 64 iota
// buf: b i32 64 rand:15
// buf: c i32 64
// arg: a
// arg: b
// arg: c
// arg: i32:8
// check: c
__global__ void nested_loops(const int* a, const int* b, int* c, int n)
{
    int t = threadIdx.x;
    int row = t / n, col = t % n;
    int acc = 0;
    for (int k = 0; k < n; k++)
        for (int j = 0; j <= k % 2; j++)
            acc += a[row * n + k] * (b[k * n + col] >> (j * 4));
    c[t] = acc;
}
