// static locals keep their value between calls
__host__ __device__ int counter() {
    static int n = 5;
    n += 3;
    return n;
}

__host__ __device__ long long run() {
    long long s = 0;
    for (int i = 0; i < 5; i++) s = s * 100 + counter();
    return s;
}
