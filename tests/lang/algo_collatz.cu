// Collatz sequence lengths with a while loop and 64-bit values
__host__ __device__ int steps(unsigned long long n) {
    int k = 0;
    while (n != 1) {
        n = (n & 1) ? 3 * n + 1 : n / 2;
        k++;
    }
    return k;
}

__host__ __device__ long long run() {
    long long best = 0, arg = 0;
    for (unsigned long long n = 1; n < 3000; n++) {
        int k = steps(n);
        if (k > best) {
            best = k;
            arg = (long long)n;
        }
    }
    return best * 100000 + arg;
}
