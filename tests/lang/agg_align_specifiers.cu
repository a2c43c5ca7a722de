// Alignment specifiers on records, members and variables: __align__(n)
// (CUDA's macro for the GNU attribute), alignas(n), alignas(T) and
// __attribute__((aligned(n))) before and after the body; sizes, alignments
// and offsets as the x86-64 ABI (g++) and nvcc lay them out, and the
// addresses of aligned objects are multiples of their alignment.
#include <stddef.h>

struct __align__(16) Vec3 { float x, y, z; };
struct alignas(32) Line { char c; };
struct alignas(double) Pair { char a, b; };
struct Mixed { char c; alignas(8) int i; __align__(16) short s; char t; };
struct Tail { int a; char b; } __attribute__((aligned(8)));
struct __attribute__((aligned(4))) Bytes { char b[5]; };
union __align__(8) Word { int i; char c[2]; };
struct Outer { char c; Vec3 v; Tail t; };
template <int A> struct __align__(A) Box { char c; };

__device__ __align__(16) float table[3] = {1, 2, 3};

__host__ __device__ long long run() {
    long long r = 0;
    r = r * 7 + sizeof(Vec3) + alignof(Vec3) * 100;
    r = r * 7 + sizeof(Line) + alignof(Line) * 100;
    r = r * 7 + sizeof(Pair) + alignof(Pair) * 100;
    r = r * 7 + sizeof(Mixed) + alignof(Mixed) * 100;
    r = r * 7 + offsetof(Mixed, i) * 10 + offsetof(Mixed, s) * 1000 + offsetof(Mixed, t);
    r = r * 7 + sizeof(Tail) + alignof(Tail) * 100;
    r = r * 7 + sizeof(Bytes) + alignof(Bytes) * 100;
    r = r * 7 + sizeof(Word) + alignof(Word) * 100;
    r = r * 7 + sizeof(Outer) + alignof(Outer) * 100 + offsetof(Outer, v) * 1000 + offsetof(Outer, t) * 100000;
    r = r * 7 + sizeof(Box<64>) + alignof(Box<4>) * 1000;
    r = r * 7 + sizeof(Vec3[3]);
    // Objects: locals with their own alignment and arrays of aligned records.
    alignas(16) char buf[5];
    __align__(32) int local = 3;
    Vec3 vs[2];
    char c = 1;
    Mixed m = {};
    m.c = c; m.i = 7; m.s = 9; m.t = 2;
    vs[1].z = 4.0f;
    buf[0] = 5;
    r = r * 7 + ((size_t)buf % 16) + ((size_t)&local % 32) * 3 + ((size_t)&vs[1] % 16) * 5 + ((size_t)&m.s % 16) * 11;
    r = r * 7 + ((size_t)table % 16) * 13 + (long long)table[2];
    r = r * 7 + buf[0] + local + m.c + m.i + m.s + m.t + (long long)vs[1].z + c;
    return r;
}
