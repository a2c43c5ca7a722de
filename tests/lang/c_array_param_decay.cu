// array parameters decay to pointers; sizeof inside sees a pointer
__host__ __device__ int fill(int a[10], int n) {
    for (int i = 0; i < n; i++) a[i] = n - i;
    return (int)sizeof(a);
}

__host__ __device__ long long twod(int m[][3], int rows) {
    long long s = 0;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < 3; c++) s = s * 4 + m[r][c];
    return s;
}

__host__ __device__ long long run() {
    int a[10];
    long long s = fill(a, 10);
    s = s * 100 + a[0] + a[9];
    int m[2][3] = {{1, 2, 3}, {3, 2, 1}};
    s = s * 100000 + twod(m, 2);
    return s;
}
