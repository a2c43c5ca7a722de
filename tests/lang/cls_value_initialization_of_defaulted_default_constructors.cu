// A class whose default constructor is `= default` beside other constructors (as
// CUDA's __half2): value-initialization (`P{}`, `P()`, a member named with `()`,
// elements past a brace list, `new P()`) zeroes it first, [dcl.init]/8. Plain
// default-initialization (`P p;`) runs no code in ptxc (its fields are
// indeterminate), so what this checks is every place that must zero.
#include <new>

struct P {
    int x;
    short y;
    P() = default;
    __host__ __device__ P(int a) : x(a), y(short(a + 1)) {}
};

struct Holder {
    P p;
    int k;
    __host__ __device__ Holder() : p(), k(7) {}
};

struct Plain {
    P p;
    int n;
};

__host__ __device__ long long run() {
    long long sum = 0;
    P a{};
    P b = P();
    sum += a.x + a.y + b.x + b.y;
    P arr[3] = {P(5)};
    sum += arr[0].x * 10 + arr[0].y * 100 + arr[1].x + arr[2].y;
    P grid[2][2] = {{P(3)}};
    sum += grid[0][0].x * 1000 + grid[0][1].x + grid[1][0].y + grid[1][1].x;
    Holder h;
    sum += h.p.x + h.p.y + h.k * 10000;
    alignas(P) unsigned char buf[sizeof(P)];
    for (unsigned i = 0; i < sizeof(P); i++) buf[i] = 0xAB;
    P* q = new (buf) P();
    sum += q->x + q->y;
    Plain pl{};
    sum += pl.p.x + pl.p.y + pl.n;
    P d;
    d = P(9);
    return sum * 3 + d.x;
}
