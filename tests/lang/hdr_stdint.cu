// <stdint.h> fixed-width types and limits
#include <stdint.h>

__host__ __device__ long long run() {
    int8_t a = INT8_MIN;
    uint8_t b = UINT8_MAX;
    int16_t c = INT16_MAX;
    uint16_t d = UINT16_MAX;
    int32_t e = INT32_MIN;
    uint32_t f = UINT32_MAX;
    int64_t g = INT64_MAX;
    uint64_t h = UINT64_MAX;
    intptr_t ip = 5;
    uintptr_t up = 6;
    long long s = a + b + c + d;
    s += e / 1024;
    s ^= (long long)(f >> 3);
    s ^= g >> 20;
    s += (long long)(h >> 40);
    s += ip * up;
    s = s * 10 + sizeof(int8_t) + sizeof(int16_t) + sizeof(int32_t) + sizeof(int64_t) + sizeof(intptr_t);
    return s;
}
