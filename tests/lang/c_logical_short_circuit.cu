// && and || short circuit: side effects happen only when evaluated
__host__ __device__ long long run() {
    int n = 0;
    long long s = 0;
    for (int i = 0; i < 10; i++) {
        if (i % 2 == 0 && ++n > 2) s += i;
        if (i > 5 || ++n > 100) s += 100;
        s += !i + !!i * 2;
    }
    return s * 100 + n;
}
