// <climits> and <cfloat> limits
#include <climits>
#include <cfloat>

__host__ __device__ long long run() {
    unsigned long long s = INT_MIN / 65536;
    s = s * 1000 + FLT_DIG + DBL_DIG;
    s = s * 1000 + FLT_MANT_DIG + DBL_MANT_DIG;
    s = s * 10 + (FLT_MAX > 3.4e38f) + (DBL_MIN < 2.3e-308);
    s = s * 10 + (FLT_EPSILON == 0x1p-23f) + (DBL_EPSILON == 0x1p-52);
    s = s * 10000 + FLT_MAX_EXP + DBL_MAX_EXP;
    s = s * 1000 + (FLT_MIN_EXP + 200);
    return (long long)(s >> 1);
}
