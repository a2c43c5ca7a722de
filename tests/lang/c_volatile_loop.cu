// volatile variables are read and written on every access
__host__ __device__ long long run() {
    volatile int counter = 0;
    volatile double acc = 0;
    for (int i = 0; i < 100; i++) {
        counter = counter + 1;
        acc = acc + counter * 0.5;
    }
    volatile long long arr[4] = {1, 2, 3, 4};
    arr[2] += arr[1] * arr[3];
    return counter * 100000LL + (long long)acc + arr[2];
}
