// pointer arithmetic, differences and comparisons
__host__ __device__ long long run() {
    int a[10];
    for (int i = 0; i < 10; i++) a[i] = i * i;
    int* p = a + 2;
    int* q = &a[9];
    long long s = q - p;
    s = s * 100 + *(p + 3);
    s = s * 100 + p[-1];
    s = s * 100 + 4 [a];
    p++;
    s = s * 100 + *p;
    s = s * 10 + (p < q);
    s = s * 10 + (q - a);
    double d[4] = {1, 2, 3, 4};
    double* dp = d + 4;
    s = s * 10 + (dp - d);
    return s;
}
