// comparisons between floats, doubles and integers
__host__ __device__ long long run() {
    float f = 16777217.0f;
    int i = 16777217;
    long long ll = 9007199254740993LL;
    double d = 9007199254740992.0;
    long long s = 0;
    s = s * 2 + (f == i);
    s = s * 2 + ((double)i == 16777217.0);
    s = s * 2 + (d == ll);
    s = s * 2 + (0.1f == 0.1);
    s = s * 2 + (0.5f == 0.5);
    s = s * 2 + (-1 < 0.0f);
    s = s * 2 + (4294967295u > -1.0);
    s = s * 2 + (1e10 > 2147483647);
    return s;
}
