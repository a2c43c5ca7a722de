// sizeof of every basic type and size_t index arithmetic.
// grid: 1
// block: 32
// buf: out u64 64
// arg: out
// check: out
__global__ void sizeof_size_t(unsigned long long* out)
{
    size_t i = threadIdx.x;
    size_t sizes = sizeof(char) + sizeof(short) * 10 + sizeof(int) * 100 + sizeof(long long) * 1000
                 + sizeof(float) * 10000 + sizeof(double) * 100000 + sizeof(void*) * 1000000 + sizeof(bool) * 10000000;
    size_t idx = 2 * i;
    out[idx] = sizes + i;
    out[idx + 1] = (size_t)-1 / (i + 1);
}
