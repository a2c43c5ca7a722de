// do-while runs its body at least once: digit sum and digit count.
// grid: 1
// block: 100
// buf: in u32 100 rand:14
// buf: out u32 200
// arg: in
// arg: out
// check: out
__global__ void do_while(const unsigned* in, unsigned* out)
{
    int i = threadIdx.x;
    unsigned v = in[i] >> (i % 32);
    unsigned sum = 0, digits = 0;
    do {
        sum += v % 10u;
        v /= 10u;
        digits++;
    } while (v != 0);
    out[2 * i] = sum;
    out[2 * i + 1] = digits;
}
