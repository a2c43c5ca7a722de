// Pointer-to-pointer: a device function advances a caller's pointer.
// grid: 1
// block: 32
// buf: in i32 256 rand:16
// buf: out i32 64
// arg: in
// arg: out
// check: out
__device__ int take(const int** p, int k)
{
    int s = 0;
    for (int j = 0; j < k; j++) {
        s += **p;
        (*p)++;
    }
    return s;
}

__global__ void ptr_to_ptr(const int* in, int* out)
{
    int i = threadIdx.x;
    const int* p = in + i * 8;
    const int** pp = &p;
    int first = take(pp, 3);
    int second = take(pp, 1 + i % 5);
    out[2 * i] = first ^ second;
    out[2 * i + 1] = (int)(p - in);
}
