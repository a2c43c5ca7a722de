// unsized arrays get their size from the initializer
__host__ __device__ long long run() {
    int a[] = {3, 1, 4, 1, 5, 9, 2, 6};
    char str[] = "hello";
    long long s = sizeof(a) / sizeof(a[0]);
    s = s * 10 + sizeof(str);
    for (unsigned i = 0; i < sizeof(a) / sizeof(a[0]); i++) s = s * 7 + a[i];
    for (int i = 0; str[i]; i++) s = s * 3 + str[i];
    return s;
}
