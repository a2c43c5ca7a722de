// arrays of pointers to rows and pointers into several arrays
__host__ __device__ long long run() {
    int r0[3] = {1, 2, 3}, r1[3] = {4, 5, 6}, r2[3] = {7, 8, 9};
    int* rows[3] = {r2, r0, r1};
    long long s = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) s = s * 10 + rows[i][j];
    int** pp = rows;
    pp[1][1] = 0;
    s = s * 10 + r0[1];
    int* tmp = rows[0];
    rows[0] = rows[2];
    rows[2] = tmp;
    s = s * 10 + rows[0][0] + *rows[2];
    return s;
}
