// operations at the limits of int and long long that stay defined
__host__ __device__ long long run() {
    int imax = 2147483647, imin = -2147483647 - 1;
    long long lmax = 9223372036854775807LL, lmin = -9223372036854775807LL - 1;
    long long s = 0;
    s ^= imax / -1;
    s ^= imin / 2;
    s ^= imin % 7;
    s ^= (long long)imin - 1;
    s ^= lmax / 3;
    s ^= lmin / -3;
    s ^= lmin % 1000;
    s ^= (long long)((unsigned long long)lmin + 5);
    unsigned umax = 4294967295u;
    unsigned long long t = (unsigned long long)s;
    t += umax % 1000;
    t += (unsigned)imin;
    t += (int)(unsigned)imax;
    return (long long)(t >> 1);
}
