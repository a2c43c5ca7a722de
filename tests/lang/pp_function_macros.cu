// function-like macros with parenthesized arguments
#define SQ(x) ((x) * (x))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define IDX(r, c, w) ((r) * (w) + (c))
#define NOARGS() 17

__host__ __device__ long long run() {
    int a = 3;
    long long s = SQ(a + 1);
    s = s * 100 + MAX(a * 2, 5);
    s = s * 100 + IDX(2, 3, 10);
    s = s * 100 + NOARGS();
    s = s * 100 + SQ(SQ(2));
    return s;
}
