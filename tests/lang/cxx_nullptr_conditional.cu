// nullptr in comparisons, conditionals and as a default argument
__host__ __device__ int len(const int* p = nullptr) {
    if (p == nullptr) return -1;
    int n = 0;
    while (p[n] != 0) n++;
    return n;
}

__host__ __device__ long long run() {
    int arr[5] = {4, 3, 2, 0, 9};
    long long s = len() + 10;
    s = s * 10 + len(arr);
    int* q = arr[3] == 0 ? nullptr : arr;
    s = s * 10 + (q == nullptr);
    return s;
}
