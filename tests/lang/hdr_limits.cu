// <limits.h> integer limits
#include <limits.h>

__host__ __device__ long long run() {
    long long s = CHAR_BIT;
    s = s * 1000 + SCHAR_MAX + (SCHAR_MIN + 128) + UCHAR_MAX;
    s = s * 100000 + SHRT_MAX + USHRT_MAX % 1000;
    s ^= INT_MAX;
    s ^= (long long)UINT_MAX << 2;
    s += LONG_MAX / 1000000000000LL;
    s += LLONG_MIN / 1000000000000LL;
    s += (long long)(ULLONG_MAX >> 50);
    s += CHAR_MIN + CHAR_MAX;
    return s;
}
