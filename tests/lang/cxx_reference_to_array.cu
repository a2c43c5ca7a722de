// References to arrays: parameters `T (&a)[N]` keep the array type (sizeof is
// the whole array), a const reference binds to a non-const array, and writes
// through a non-const reference reach the caller's array.
__host__ __device__ int sum4(const int (&a)[4]) {
    return a[0] + a[1] * 10 + a[2] * 100 + a[3] * 1000;
}

__host__ __device__ int fill(int (&a)[4], int v) {
    for (int i = 0; i < 4; ++i) a[i] = v + i;
    return (int)sizeof(a);
}

__host__ __device__ double scale_rows(double (&m)[2][3], double s) {
    double t = 0;
    for (auto& row : m)
        for (double& x : row) {
            x *= s;
            t += x;
        }
    return t;
}

__host__ __device__ long long run() {
    int x[4] = {1, 2, 3, 4};
    const int y[4] = {9, 8, 7, 6};
    long long r = sum4(x) + sum4(y) * 3;
    r += fill(x, 5) * 100000;
    r += sum4(x) * 7;
    int (&alias)[4] = x;
    alias[3] = -1;
    r += x[3] * 13;
    double m[2][3] = {{1, 2, 3}, {4, 5, 6}};
    r += (long long)(scale_rows(m, 1.5) * 10) + (long long)m[1][2];
    return r;
}
