// <limits>: std::numeric_limits in device code, integer and IEEE values
#include <limits>
#include <string.h>

template <class T>
__host__ __device__ long long integer_facts() {
    typedef std::numeric_limits<T> L;
    unsigned long long s = L::is_specialized + 2 * L::is_signed + 4 * L::is_integer + 8 * L::is_exact
                           + 16 * L::is_modulo + 32 * L::is_bounded;
    s = s * 100 + L::digits;
    s = s * 100 + L::digits10;
    s = s * 10 + L::radix;
    s ^= (unsigned long long)L::max() * 3;
    s ^= (unsigned long long)L::min() * 5;
    s ^= (unsigned long long)L::lowest();
    return (long long)(s >> 2);
}

template <class F, class Bits>
__host__ __device__ Bits bits_of(F f) {
    Bits b;
    memcpy(&b, &f, sizeof b);
    return b;
}

template <class F, class Bits>
__host__ __device__ long long float_facts() {
    typedef std::numeric_limits<F> L;
    unsigned long long s = L::is_specialized + 2 * L::is_signed + 4 * L::is_integer + 8 * L::has_infinity
                  + 16 * L::has_quiet_NaN + 32 * L::has_signaling_NaN + 64 * L::is_iec559;
    s = s * 100 + L::digits;
    s = s * 100 + L::digits10;
    s = s * 100 + L::max_digits10;
    s = s * 10000 + L::max_exponent + L::min_exponent;
    s = s * 1000 + L::max_exponent10 - L::min_exponent10;
    s = s * 10 + (L::round_style == std::round_to_nearest) + 2 * (L::has_denorm == std::denorm_present);
    s ^= (unsigned long long)bits_of<F, Bits>(L::min());
    s ^= (unsigned long long)bits_of<F, Bits>(L::max()) << 1;
    s ^= (unsigned long long)bits_of<F, Bits>(L::lowest()) << 2;
    s ^= (unsigned long long)bits_of<F, Bits>(L::epsilon()) << 3;
    s ^= (unsigned long long)bits_of<F, Bits>(L::round_error()) << 4;
    s ^= (unsigned long long)bits_of<F, Bits>(L::infinity()) << 5;
    s ^= (unsigned long long)bits_of<F, Bits>(L::quiet_NaN()) << 6;
    s ^= (unsigned long long)bits_of<F, Bits>(L::denorm_min()) << 7;
    s = s * 3 + (L::quiet_NaN() != L::quiet_NaN()) + (L::infinity() > L::max());
    return (long long)(s >> 2);
}

__host__ __device__ long long run() {
    unsigned long long s = integer_facts<bool>();
    s = s * 31 + integer_facts<char>();
    s = s * 31 + integer_facts<signed char>();
    s = s * 31 + integer_facts<unsigned char>();
    s = s * 31 + integer_facts<short>();
    s = s * 31 + integer_facts<unsigned short>();
    s = s * 31 + integer_facts<int>();
    s = s * 31 + integer_facts<unsigned>();
    s = s * 31 + integer_facts<long>();
    s = s * 31 + integer_facts<unsigned long>();
    s = s * 31 + integer_facts<long long>();
    s = s * 31 + integer_facts<unsigned long long>();
    s = s * 31 + integer_facts<const int>();
    s = s * 31 + float_facts<float, unsigned>();
    s = s * 31 + float_facts<double, unsigned long long>();
    s = s * 31 + std::numeric_limits<int*>::is_specialized + std::numeric_limits<int*>::digits;
    return (long long)(s >> 1);
}
