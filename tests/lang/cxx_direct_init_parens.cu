// direct and brace initialization of scalars
__host__ __device__ long long run() {
    int a(5);
    int b{6};
    double c(2.5);
    long long d{7LL};
    unsigned e = unsigned(-1) / 2u;
    long long s = a * 10 + b;
    s = s * 10 + (long long)(c * 2);
    s = s * 10 + d;
    s = s * 10 + (e > 1000u);
    s = s * 10 + int(3.9);
    return s;
}
