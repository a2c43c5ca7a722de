// float literals: exponents, suffixes, hex floats
__host__ __device__ long long run() {
    double a = 1.5e3;
    float b = 2.5e-1f;
    double c = 0x1.8p3;
    float d = 0x10p-2f;
    double e = .125;
    double f = 6.;
    long double g = 1.25l;
    double sum = a + b + c + d + e + f + g;
    long long s = (long long)(sum * 1024);
    s = s * 10 + sizeof(1.0f);
    s = s * 10 + sizeof(1.0);
    return s;
}
