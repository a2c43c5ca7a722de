// Collatz step counts: long divergent loops with 64-bit values.
// grid: 1
// block: 96
// buf: out i32 96
// arg: out
// arg: i32:27
// check: out
__global__ void collatz(int* out, int base)
{
    unsigned long long n = (unsigned long long)(threadIdx.x + base);
    int steps = 0;
    while (n != 1) {
        n = (n & 1) ? 3 * n + 1 : n / 2;
        steps++;
    }
    out[threadIdx.x] = steps;
}
