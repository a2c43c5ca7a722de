// macro arguments are fully expanded before substitution (except next to # and ##)
#define ONE 1
#define TWO (ONE + ONE)
#define ADD(a, b) ((a) + (b))
#define MUL(a, b) ((a) * (b))
#define STR(x) #x
#define XSTR(x) STR(x)
#define LEN(s) (sizeof(s) - 1)

__host__ __device__ long long run() {
    long long s = ADD(MUL(TWO, 3), ADD(ONE, TWO));
    s = s * 100 + LEN(STR(TWO));
    s = s * 100 + LEN(XSTR(TWO));
    s = s * 100 + MUL(ADD(1, 2), ADD(3, 4));
    return s;
}
