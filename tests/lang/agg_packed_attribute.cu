// GNU `__attribute__((packed))` on a record, before its name or after its closing
// brace: members at one-byte alignment unless an alignment specifier asks for more,
// bit-fields at the next free bit (across their type's boundary; one in a record too
// small for a power-of-two unit is accessed byte by byte), records embedding packed
// ones, locals, arrays and copies; `packed` and `aligned` on a member after its
// declarator. Checked against g++.
#include <stddef.h>

struct __attribute__((packed)) P3 {
    char c;
    unsigned f : 28;
    char g : 7;
    short s;
    long long l;
};
struct P4 {
    char c;
    char f : 4;
    char g : 6;
} __attribute__((packed));
struct __attribute__((packed)) P5 {
    char c : 4;
    unsigned f : 20;
};
struct __attribute__((packed)) P6 {
    char c;
    int x __attribute__((aligned(8)));
    long long l;
};
struct Plain {
    int a;
    double d;
};
struct __attribute__((__packed__)) P7 {
    char c;
    struct Plain p;
    unsigned short u[3];
};
struct MemberPacked {
    char c;
    int x __attribute__((packed));
    short s;
    unsigned f : 3 __attribute__((packed));
};
struct Embeds {
    char c;
    struct P7 p7;
    int i;
};

__device__ struct P3 g_p3 = {3, 0xABCDEF1, -9, 300, 77};
__device__ struct P4 g_p4 = {1, -3, 17};
__device__ struct P5 g_p5[2] = {{-2, 0xFEDCB}, {5, 0x12345}};
__device__ struct Embeds g_e = {1, {2, {3, 4.5}, {5, 6, 7}}, 8};

__host__ __device__ long long run() {
    unsigned long long r = sizeof(P3) * 10 + alignof(P3);
    r = r * 100 + sizeof(P4) * 10 + alignof(P4);
    r = r * 100 + sizeof(P5) * 10 + alignof(P5);
    r = r * 1000 + sizeof(P6) * 10 + alignof(P6) + offsetof(P6, x) + offsetof(P6, l);
    r = r * 1000 + sizeof(P7) * 10 + alignof(P7) + offsetof(P7, u);
    r = r * 1000 + sizeof(Embeds) * 10 + alignof(Embeds) + offsetof(Embeds, i);
    r = r * 1000 + sizeof(MemberPacked) * 10 + alignof(MemberPacked) + offsetof(MemberPacked, s);
    struct MemberPacked mp = {1, 0x12345678, -3, 5};
    mp.x += mp.s;
    r = r * 31 + mp.x + mp.f;
    r = r * 31 + g_p3.f + g_p3.g + g_p3.s + g_p3.l;
    g_p3.g = -64;
    g_p3.f += 5;
    g_p3.l *= 3;
    r = r * 31 + g_p3.g + g_p3.f + g_p3.s + g_p3.l;
    r = r * 31 + g_p4.f + g_p4.g;
    g_p4.g = -32;
    g_p4.f = 7;
    r = r * 31 + g_p4.g * 3 + g_p4.f + g_p4.c;
    for (int i = 0; i < 2; ++i) {
        r = r * 31 + g_p5[i].c + g_p5[i].f;
        g_p5[i].f = 0xFFFFF - i;
        g_p5[i].c = -8 + i;
        r = r * 31 + g_p5[i].c + g_p5[i].f;
    }
    g_e.p7.p.d *= 2;
    g_e.p7.p.a += g_e.p7.u[2];
    g_e.p7.u[1] = 60000;
    struct Plain plain = g_e.p7.p;
    r = r * 31 + plain.a + (long long)plain.d + g_e.p7.u[1] + g_e.i;
    struct P3 local = {1, 2, 3, 4, 5};
    local.f = 0x7654321;
    local.l = local.l * 9 + local.s;
    struct P3 copy = local;
    r = r * 31 + copy.f + copy.g + copy.l;
    return (long long)r;
}
