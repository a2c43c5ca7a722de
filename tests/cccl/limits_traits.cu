// libcu++'s numeric_limits and type traits in device code: the limits of the
// integer and floating types (integers into `ints`, values into `reals`) and
// a few traits packed as bits, each thread adding its index so the values also
// flow through arithmetic.
#include <cuda/std/limits>
#include <cuda/std/type_traits>

namespace cs = cuda::std;

extern "C" __global__ void limits_traits(long long* ints, double* reals)
{
    long long* o = ints + threadIdx.x * 13;
    double* r = reals + threadIdx.x * 10;
    long long t = threadIdx.x;
    o[0] = cs::numeric_limits<int>::max() - t;
    o[1] = cs::numeric_limits<int>::min() + t;
    o[2] = cs::numeric_limits<short>::lowest();
    o[3] = cs::numeric_limits<unsigned char>::max();
    o[4] = cs::numeric_limits<unsigned char>::digits;
    o[5] = cs::numeric_limits<long long>::digits10;
    o[6] = cs::numeric_limits<float>::digits;
    o[7] = cs::numeric_limits<double>::max_exponent;
    o[8] = cs::numeric_limits<double>::min_exponent10;
    o[9] = cs::numeric_limits<float>::is_iec559 + 2 * cs::numeric_limits<int>::is_signed
         + 4 * cs::numeric_limits<unsigned>::is_modulo + 8 * cs::numeric_limits<float>::has_infinity
         + 16 * cs::numeric_limits<int>::is_exact;
    o[10] = sizeof(cs::make_unsigned_t<short>) * 10 + cs::is_unsigned_v<cs::make_unsigned_t<int>>;
    o[11] = cs::is_same_v<cs::make_signed_t<unsigned long>, long> + 2 * cs::is_integral_v<char>
          + 4 * cs::is_floating_point_v<double> + 8 * cs::is_arithmetic_v<int*>
          + 16 * cs::is_trivially_copyable_v<int[3]> + 32 * cs::is_same_v<cs::remove_cvref_t<const int&>, int>;
    o[12] = cs::is_same_v<cs::common_type_t<int, long>, long> + 2 * cs::is_same_v<cs::decay_t<int[3]>, int*>
          + 4 * cs::is_convertible_v<int, double> + 8 * cs::is_convertible_v<int*, double>
          + 16 * cs::is_same_v<cs::common_type_t<short, unsigned char>, int>;
    r[0] = cs::numeric_limits<float>::epsilon() * (1 + t);
    r[1] = cs::numeric_limits<double>::epsilon();
    r[2] = cs::numeric_limits<float>::max();
    r[3] = cs::numeric_limits<float>::min();
    r[4] = cs::numeric_limits<float>::denorm_min();
    r[5] = cs::numeric_limits<double>::lowest();
    r[6] = cs::numeric_limits<float>::infinity();
    r[7] = cs::numeric_limits<double>::quiet_NaN();
    r[8] = cs::numeric_limits<float>::round_error();
    r[9] = cs::numeric_limits<double>::denorm_min();
}
