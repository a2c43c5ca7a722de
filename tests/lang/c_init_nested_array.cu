// nested array initializers, brace elision and zero fill
__host__ __device__ long long run() {
    int m[3][4] = {{1, 2, 3}, {4}, {5, 6, 7, 8}};
    int e[2][3] = {1, 2, 3, 4};
    int z[5] = {9};
    long long s = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) s = s * 3 + m[i][j];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++) s = s * 5 + e[i][j];
    for (int i = 0; i < 5; i++) s = s * 11 + z[i];
    return s;
}
