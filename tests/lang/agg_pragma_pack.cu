// `#pragma pack` as GCC (and nvcc) define it: pack(N) caps member alignment at N,
// pack() removes the cap, push/pop (with identifiers and values) save and restore it,
// _Pragma("pack(...)") works the same, the pragma may appear in namespaces, classes
// (the cap at the closing brace counts) and functions; under any pack(N) bit-fields go
// at the next free bit, even across their type's boundary, in units that stay inside
// the record. Sizes, offsets and values are checked against g++.
#include <stddef.h>

#define PACK_BEGIN _Pragma("pack(push, 1)")
#define PACK_END _Pragma("pack(pop)")

PACK_BEGIN
struct A { char c; long long l; };
PACK_END
#pragma pack(push, outer, 4)
struct B { char c; long long l; };
#pragma pack(push, 2)
struct C { char c; long long l; };
#pragma pack(pop, outer)
struct D { char c; long long l; };
namespace ns {
#pragma pack(1)
struct E { char c; int i; };
#pragma pack()
}
struct F {
    char c;
#pragma pack(1)
    int i;
};
#pragma pack()

#pragma pack(2)
struct Bits {
    char c;
    int x;
    unsigned f : 20;
    unsigned g : 15;
    long long l;
};
#pragma pack(8)
struct Cross {
    char c;
    int f : 30;
};
#pragma pack(1)
struct Tail {
    char c;
    unsigned f : 17;
};
struct Holder {
    short s;
    struct Bits b[2];
    double d;
};
#pragma pack()

__device__ struct Bits g_bits = {1, -2, 0xABCDE, 0x1234, -5};
__device__ struct Holder g_holder = {7, {{2, 3, 4, 5, 6}, {8, 9, 10, 11, 12}}, 2.5};
__device__ struct Tail g_tail[3] = {{1, 0x1FFFF}, {2, 5}};

__host__ __device__ long long run() {
#pragma pack(1)
    struct L { char c; int i; } l = {1, 2};
#pragma pack()
    unsigned long long r = sizeof(A);
    r = r * 100 + sizeof(B);
    r = r * 100 + sizeof(C);
    r = r * 100 + sizeof(D);
    r = r * 100 + sizeof(ns::E);
    r = r * 100 + sizeof(F);
    r = r * 100 + sizeof(L) + l.i;
    r = r * 100 + sizeof(Bits) * 10 + alignof(Bits);
    r = r * 100 + sizeof(Cross) + sizeof(Tail) + sizeof(Holder) + offsetof(Holder, d);
    g_bits.g = 0x7FFF;
    g_bits.f += 3;
    g_bits.x *= 5;
    r = r * 31 + g_bits.f + g_bits.g + g_bits.x + g_bits.l + g_bits.c;
    struct Cross x = {3, -77};
    x.f -= 1000;
    r = r * 31 + x.f;
    for (int i = 0; i < 2; ++i) {
        g_holder.b[i].g ^= 0x555;
        g_holder.b[i].l += g_holder.b[i].f;
        r = r * 31 + g_holder.b[i].g + g_holder.b[i].l + g_holder.b[i].x;
    }
    struct Bits copy = g_holder.b[1];
    g_holder.b[0] = copy;
    r = r * 31 + g_holder.b[0].f + (long long)g_holder.d;
    for (int i = 0; i < 3; ++i) {
        g_tail[i].f += 0x100;
        r = r * 31 + g_tail[i].f + g_tail[i].c;
    }
    return (long long)r;
}
