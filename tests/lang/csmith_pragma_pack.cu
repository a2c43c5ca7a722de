// Found by Csmith (seed 46 of the `nopointers` option set, and every program of the
// `packed` sets): `#pragma pack(push)`/`pack(1)`/`pack(pop)` around a struct was ignored
// (a note said so), so the struct kept its natural layout: a union holding it and a
// struct embedding it next to bit-fields had other sizes and offsets than gcc's, and
// their initializers and checksums differed. Now the members of a packed struct sit at
// gcc's offsets and are read and written with under-aligned (split) accesses.
#include <stdint.h>

#pragma pack(push)
#pragma pack(1)
struct S1 {
    uint8_t f0;
    uint8_t f1;
    int8_t f2;
    uint32_t f3;
    uint32_t f4;
    volatile uint32_t f5;
};
#pragma pack(pop)

struct S2 {
    const volatile signed f0 : 19;
    const signed f1 : 28;
    volatile unsigned f2 : 30;
    volatile signed f3 : 8;
    const struct S1 f4;
    volatile signed f5 : 13;
};

union U3 {
    volatile uint64_t f0;
    struct S1 f1;
    int64_t f2;
};

__device__ struct S1 g_74 = {5u, 255u, 0, 0xE3E23DE1u, 0x9BC9383Au, 0x4CD7C082u};
__device__ struct S1 g_102 = {0xB2u, 0xC2u, 0x74, 0x1FA51574u, 4294967292u, 4294967287u};
__device__ struct S1 g_254[2][3] = {{{0u, 1u, 0x47, 0x76EE4DCEu, 4294967292u, 4u}, {255u, 248u, -62, 4294967295u, 0xB94D29A2u, 0x0CDD90FAu}},
                                    {{1u, 255u, 0x3A, 0u, 0u, 0xA0477AF8u}}};
__device__ struct S2 g_154 = {-294, 16379, 17858, 6, {0x82u, 1u, 0, 1u, 4294967291u, 0u}, -51};
__device__ union U3 g_67[2] = {{0x53E45BD28040910BULL}, {0x53E45BD28040910BULL}};

__device__ uint32_t crc(uint32_t h, uint64_t v) {
    for (int i = 0; i < 8; ++i) {
        h = (h ^ (uint32_t)(v & 0xFF)) * 16777619u;
        v >>= 8;
    }
    return h;
}

__host__ __device__ long long run() {
    uint32_t h = 2166136261u;
    h = crc(h, sizeof(struct S1) * 10000 + sizeof(struct S2) * 100 + sizeof(union U3));
    h = crc(h, alignof(struct S1) * 100 + alignof(struct S2) * 10 + alignof(union U3));
    g_102.f2 |= 0x21;
    g_102.f3 += g_74.f3;
    g_102.f5 = g_102.f4 ^ g_102.f3;
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 3; ++j) {
            g_254[i][j].f4 = g_254[i][j].f3 * 3u + g_254[i][j].f0;
            h = crc(h, g_254[i][j].f4);
            h = crc(h, g_254[i][j].f5);
        }
    }
    g_254[1][2] = g_102;
    struct S1 copy = g_254[0][1];
    copy.f3 -= 7;
    h = crc(h, copy.f3 + copy.f5 + g_254[1][2].f5);
    h = crc(h, g_154.f0);
    h = crc(h, g_154.f1);
    h = crc(h, g_154.f2);
    h = crc(h, g_154.f3);
    h = crc(h, g_154.f4.f4);
    h = crc(h, g_154.f5);
    g_154.f5 = g_154.f4.f1 + 100;
    g_154.f3 = -3;
    h = crc(h, g_154.f5 + g_154.f3);
    for (int i = 0; i < 2; ++i) {
        h = crc(h, g_67[i].f0);
        h = crc(h, g_67[i].f1.f3);
        g_67[i].f1.f4 = 7u + i;
        h = crc(h, g_67[i].f2);
    }
    return h;
}
