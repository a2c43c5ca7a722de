// insertion sort of a local array, then a checksum of the order
__host__ __device__ void sort(int* a, int n) {
    for (int i = 1; i < n; i++) {
        int v = a[i], j = i - 1;
        while (j >= 0 && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
}

__host__ __device__ long long run() {
    int a[32];
    unsigned x = 12345;
    for (int i = 0; i < 32; i++) {
        x = x * 1103515245u + 12345u;
        a[i] = (int)(x >> 16) % 1000 - 500;
    }
    sort(a, 32);
    long long s = 0;
    for (int i = 0; i < 32; i++) s = s * 3 + a[i];
    return s;
}
