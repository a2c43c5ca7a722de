// printf with every promoted argument kind, two printf calls sharing one buffer,
// and an assert that holds. Launch: grid 1, block 2.
#include <cstdio>
#include <cassert>
__global__ void printf_assert(const float* x, int n)
{
    int t = threadIdx.x;
    assert(n > 0);
    printf("t=%d x=%.3f\n", t, x[t]);
    char c = 'a' + t;
    long long big = 1ll << 40;
    printf("%c %lld %s %u %g\n", c, big + t, "s", (unsigned)n, (double)x[t] * 2.0);
    printf("plain\n");
}
