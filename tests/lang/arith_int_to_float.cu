// integer to float conversions round to nearest even
__host__ __device__ long long run() {
    int a = 16777217;
    float fa = (float)a;
    long long b = 9007199254740993LL;
    double db = (double)b;
    unsigned u = 4294967295u;
    float fu = u;
    unsigned long long ul = 18446744073709551615ull;
    double dul = ul;
    long long s = (long long)fa;
    s ^= (long long)db;
    s += (long long)(fu / 2);
    s += (long long)(dul / 4096.0);
    float nf = -5;
    s += (long long)nf;
    return s;
}
