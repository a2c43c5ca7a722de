// Found by Csmith (bitfields seed 40): a static object whose type has both
// bit-fields and pointers was rejected ("not supported yet"), since such objects
// were emitted as bytes, which cannot hold an address. They are now a packed
// struct of bytes and address constants; a packed object with an address at an
// odd offset is printed with PTX's mask() operator (`0xFF00(generic(g)+4)`).
struct Flags {
    int a : 3;
    int *p;
    unsigned b : 7;
    unsigned c : 30;
    long long *q;
};

union Either {
    int *ptr;
    int small : 5;
};

#pragma pack(1)
struct Packed {
    char tag;
    int *p;
    short after;
    unsigned bits : 11;
    int *again;
};

struct Holder {
    char c;
    struct Packed items[2];
};
#pragma pack()

__device__ int g_ints[6] = {10, 20, 30, 40, 50, 60};
__device__ long long g_wide = 77;

__device__ struct Flags g_flags = {-2, &g_ints[2], 100, 123456789, &g_wide};
__device__ struct Flags g_flags_array[2] = {{1, &g_ints[0], 2, 3, nullptr}, {3, nullptr, 127, 5, &g_wide}};
__device__ union Either g_either = {&g_ints[1]};
__device__ struct Packed g_packed = {7, &g_ints[3], -9, 2000, &g_ints[5]};
__device__ struct Holder g_holder = {5, {{1, &g_ints[4], 2, 3, nullptr}, {4, &g_ints[1], 6, 1023, &g_ints[0]}}};

__host__ __device__ long long run() {
    long long r = g_flags.a;
    r = r * 31 + *g_flags.p + g_flags.b + g_flags.c + *g_flags.q;
    for (int i = 0; i < 2; ++i) {
        struct Flags f = g_flags_array[i];
        r = r * 31 + f.a + (f.p ? *f.p : -1) + f.b + f.c + (f.q ? *f.q : -2);
    }
    r = r * 31 + *g_either.ptr;
    r = r * 31 + g_packed.tag + *g_packed.p + g_packed.after + g_packed.bits + *g_packed.again;
    r = r * 31 + g_holder.c;
    for (int i = 0; i < 2; ++i) {
        struct Packed p = g_holder.items[i];
        r = r * 31 + p.tag + *p.p + p.after + p.bits + (p.again ? *p.again : -3);
    }
    return r;
}
