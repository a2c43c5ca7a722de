// multi-dimensional arrays and row pointers
__host__ __device__ long long run() {
    int m[3][4][5];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++)
            for (int k = 0; k < 5; k++) m[i][j][k] = i * 100 + j * 10 + k;
    long long s = 0;
    s += m[2][3][4];
    s = s * 1000 + m[1][0][2];
    int* flat = &m[0][0][0];
    s = s * 1000 + flat[37];
    s = s * 1000 + sizeof(m[0]);
    s = s * 100 + sizeof(m[0][0]);
    return s;
}
