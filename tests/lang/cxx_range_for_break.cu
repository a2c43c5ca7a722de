// break and continue inside a range-based for
__host__ __device__ long long run() {
    int a[10] = {5, 8, 2, 7, 0, 3, 9, 1, 4, 6};
    long long s = 0;
    for (int v : a) {
        if (v % 2 == 0) continue;
        if (v == 9) break;
        s = s * 10 + v;
    }
    return s;
}
