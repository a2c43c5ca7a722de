// pointers to arrays step by whole rows
__host__ __device__ int sum_rows(int (*rows)[4], int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 4; j++) s += rows[i][j] * (i + 1);
    return s;
}

__host__ __device__ long long run() {
    int m[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
    int (*p)[4] = m;
    p++;
    long long s = (*p)[2];
    s = s * 1000 + sum_rows(m, 3);
    int (*q)[4] = &m[2];
    s = s * 100 + (q - m);
    s = s * 100 + sizeof(*q);
    return s;
}
