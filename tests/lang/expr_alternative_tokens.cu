// C++'s alternative tokens ([lex.digraph]): `and`, `or`, `not`, `not_eq`, `bitand`,
// `bitor`, `xor`, `compl`, `and_eq`, `or_eq` and `xor_eq` are the operators they
// spell (CUB's tuning tables write `not`), also in `#if`.
#if not defined(NO_SUCH_MACRO) and 1
#define SPELLED 1
#else
#define SPELLED 0
#endif

__host__ __device__ bool between(int lo, int x, int hi) { return lo <= x and x < hi; }

__host__ __device__ long long run()
{
    int a = 12, b = 10;
    int m = a bitand b;
    int j = a bitor b;
    int x = a xor b;
    int c = compl a;
    m and_eq 6;
    j or_eq 1;
    x xor_eq 3;
    bool t = not between(0, a, 10) or (a not_eq b and between(0, b, 11));
    return SPELLED * 100000000LL + m * 1000000 + j * 10000 + x * 100 + (c + 20) * 10 + t;
}
