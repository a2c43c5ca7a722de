// decltype of variables and expressions
__host__ __device__ long long run() {
    int a = 3;
    decltype(a) b = 4;
    long long big = 1;
    decltype(big) c = 5;
    decltype(a + 1.0f) f = 2.5f;
    decltype(a * big) m = a * big;
    int arr[4] = {1, 2, 3, 4};
    decltype(arr[0]) ref = arr[1];
    ref = 20;
    unsigned short us = 1;
    decltype(us + us) prom = 70000;
    long long s = sizeof(b);
    s = s * 10 + sizeof(c);
    s = s * 10 + sizeof(f);
    s = s * 10 + sizeof(m);
    s = s * 100 + arr[1];
    s = s * 100000 + prom;
    return s + (long long)(f * 2) + b;
}
