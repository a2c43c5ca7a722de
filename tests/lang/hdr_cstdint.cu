// <cstdint> types in the global namespace
#include <cstdint>

__host__ __device__ long long run() {
    uint32_t x = 0x80000000u;
    int64_t y = -1;
    uint16_t z = 65535;
    int_least8_t l = -3;
    uint_fast32_t f = 7;
    long long s = x >> 28;
    s = s * 10 + (y < 0);
    s = s * 100000 + z;
    s = s * 10 + l;
    s = s * 10 + (long long)f;
    return s;
}
