// binary search in a sorted array
__host__ __device__ int find(const int* a, int n, int key) {
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] == key) return mid;
        if (a[mid] < key) lo = mid + 1;
        else hi = mid - 1;
    }
    return -1;
}

__host__ __device__ long long run() {
    int a[50];
    for (int i = 0; i < 50; i++) a[i] = i * i - 100;
    long long s = 0;
    for (int k = -120; k < 2500; k += 37) s = s * 5 + find(a, 50, k) + 1;
    s = s * 100 + find(a, 50, 44 * 44 - 100);
    return s;
}
