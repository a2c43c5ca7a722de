// subnormal floats and doubles: creation, arithmetic and comparisons
__host__ __device__ unsigned long long bits(double d) {
    union { double d; unsigned long long u; } x;
    x.d = d;
    return x.u;
}

__host__ __device__ long long run() {
    double dmin = 0x1p-1022;
    double sub = dmin / 8;
    double sub2 = sub * 3;
    double back = sub2 * 0x1p100;
    long long s = (sub > 0);
    s = s * 10 + (sub < dmin);
    s ^= (long long)(bits(sub2) & 0xFFFFFFFFFFFFFll);
    s ^= (long long)(bits(back) >> 12);
    double tiny = 0x1p-1074;
    s = s * 3 + (tiny / 2 == 0);
    s = s * 3 + (tiny * 0.75 == tiny);
    return s;
}
