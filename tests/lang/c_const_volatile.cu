// const and volatile objects and pointers
__host__ __device__ long long run() {
    const int k = 7;
    volatile int v = 3;
    v = v + k;
    v *= 2;
    const int* pc = &k;
    volatile int* pv = &v;
    int const* const cpc = pc;
    long long s = *pc + *pv + *cpc;
    for (volatile int i = 0; i < 4; i++) s += i;
    return s;
}
