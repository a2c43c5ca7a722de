// small integer matrix multiplication with 2-D arrays
__host__ __device__ void matmul(int a[4][4], int b[4][4], int c[4][4]) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            int s = 0;
            for (int k = 0; k < 4; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

__host__ __device__ long long run() {
    int a[4][4], b[4][4], c[4][4];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            a[i][j] = i - j;
            b[i][j] = i * j + 1;
        }
    matmul(a, b, c);
    matmul(c, a, b);
    long long s = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) s = s * 3 + b[i][j];
    return s;
}
