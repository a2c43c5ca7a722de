// relational and equality comparisons of pointers into one array
__host__ __device__ long long run() {
    double a[8];
    double* lo = a;
    double* hi = a + 8;
    long long s = 0;
    for (double* p = lo; p < hi; p += 3) s = s * 10 + (p - lo);
    s = s * 10 + (lo + 8 == hi);
    s = s * 10 + (hi > lo);
    s = s * 10 + (&a[3] >= &a[2]);
    s = s * 10 + (&a[1] != &a[1]);
    const double* c = a;
    s = s * 10 + (c == a);
    return s;
}
