// Found by Csmith (seeds 13, 27 and 30 of the `nopointers` option set, right after
// packed records were added): in a `#pragma pack(1)` struct whose last bit-field sits in
// a 2-byte unit (it follows a zero-width bit-field), the IR struct gave that field its
// declared type (4 bytes), so the struct's IR size was 20 instead of 18: elements of an
// array of it were indexed with the wrong stride (reads past the array in ptxsim, wrong
// checksums). IR record types now use each bit-field's storage unit.
#pragma pack(push)
#pragma pack(1)
struct S1 {
    signed f0 : 10;
    signed f1 : 27;
    unsigned f2 : 18;
    const unsigned f3 : 1;
    unsigned f4 : 26;
    volatile unsigned f5 : 13;
    unsigned f6 : 9;
    const signed : 0;
    unsigned f7 : 9;
};
union U {
    char c[5];
    int x;
};
#pragma pack(pop)

__device__ volatile struct S1 g_76[5] = {{21, -2000, 211, 0, 85, 4, 0, 16},
                                         {22, -2001, 212, 1, 86, 5, 1, 17},
                                         {23, -2002, 213, 0, 87, 6, 2, 18},
                                         {24, -2003, 214, 1, 88, 7, 3, 19},
                                         {25, -2004, 215, 0, 89, 8, 4, 20}};
__device__ union U g_u[3] = {{{1, 2, 3, 4, 5}}, {{6, 7, 8, 9, 10}}, {{11, 12, 13, 14, 15}}};

__host__ __device__ long long run() {
    unsigned long long r = sizeof(struct S1) * 100 + sizeof(union U) * 10 + alignof(union U);
    for (int i = 0; i < 5; i++) {
        g_76[i].f7 += i;
        g_76[i].f4 ^= 0x3FFFFFF;
        r = r * 31 + g_76[i].f0 + g_76[i].f1 + g_76[i].f2 + g_76[i].f3;
        r = r * 31 + g_76[i].f4 + g_76[i].f5 + g_76[i].f6 + g_76[i].f7;
    }
    for (int i = 0; i < 3; i++) {
        g_u[i].x += i;
        r = r * 31 + g_u[i].x + g_u[i].c[4];
    }
    return (long long)r;
}
