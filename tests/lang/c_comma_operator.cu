// the comma operator in expressions and for headers
__host__ __device__ long long run() {
    int a = 1, b = 2, c;
    c = (a += 3, b *= a, a + b);
    long long s = c;
    for (int i = 0, j = 10; i < j; i += 2, j -= 1) s = (s * 2, s + i * j);
    int x = (a, b, 77);
    return s * 1000 + x;
}
