// inclusive and exclusive prefix sums
__host__ __device__ long long run() {
    int a[20], inc[20], exc[20];
    for (int i = 0; i < 20; i++) a[i] = (i * 7) % 11 - 3;
    int run_sum = 0;
    for (int i = 0; i < 20; i++) {
        exc[i] = run_sum;
        run_sum += a[i];
        inc[i] = run_sum;
    }
    long long s = 0;
    for (int i = 0; i < 20; i++) s = s * 3 + inc[i] - exc[i] * 2;
    return s;
}
