// Found by Csmith ("all" seed 313, reduced by cvise): a signed bit-field read
// through a comma (`*p = (0, g.f3)`) or a conditional lvalue (`c ? g.f3 : g.f3`)
// was loaded as its whole storage unit and masked, not sign-extended: -1384 in a
// 24-bit field came back as 16775832. Reads now follow the comma or each arm of
// the conditional to the bit-field itself (arms may be different bit-fields, or a
// bit-field and a plain member), and writes through a comma keep the neighbours.
// (No conditional mixes an int and an unsigned bit-field: g++ gives it type
// unsigned int, nvcc and ptxc promote both to int first.)
struct S0 {
    unsigned f2;
    signed f3 : 24;
};

struct Packed {
    int a : 5;
    int b : 9;
    unsigned c : 3;
    int d;
};

__device__ int g_out[3];
__device__ struct S0 g_s0[][2][4] = {{{}, {{}, {}, 234, -1384}}, {}};
__device__ struct Packed g_bits = {-3, 100, 5, 7};

__host__ __device__ long long run() {
    int *target = &g_out[2];
    int zero = 0, one = 1;
    (0 < ((*target) = (0, g_s0[0][1][2].f3), 6UL));
    long long r = g_out[2];
    r = r * 31 + (one ? g_s0[0][1][2].f3 : g_s0[0][1][2].f3);
    long long wide = (zero, g_s0[0][1][2].f3);
    r = r * 31 + wide;
    r = r * 31 + (one ? g_bits.a : g_bits.b) + 10 * (zero ? g_bits.a : g_bits.b);
    r = r * 31 + (one ? g_bits.b : g_bits.d) + (zero ? g_bits.d : g_bits.a);
    (zero, g_bits.b) = -200;
    r = r * 31 + g_bits.a + g_bits.b + g_bits.c + g_bits.d;
    (one, g_bits.c)++;
    (zero, g_bits.a) = g_bits.a + 20;
    r = r * 31 + g_bits.a + g_bits.b + g_bits.c + g_bits.d;
    return r;
}
