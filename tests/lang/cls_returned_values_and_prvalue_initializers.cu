// Results of a class with a user-provided copy (and move) constructor: `return p;` of a
// by-value parameter initializes the result from `p` as from an rvalue (its move
// constructor when it has one, else its copy constructor), since a parameter is never
// elided into the result; a variable initialized from a call's result (a prvalue) is
// that result, with no copy (C++17's guaranteed elision). Such classes travel by address
// to and from functions (non-trivial for calls), also through a function pointer; the
// callee's changes to its parameter never reach the caller's object.
struct Counted {
    int v;
    __host__ __device__ Counted(int x) : v(x) {}
    __host__ __device__ Counted(const Counted& o) : v(o.v + 1) {}
};
struct Mover {
    int v;
    __host__ __device__ explicit Mover(int x) : v(x) {}
    __host__ __device__ Mover(const Mover& o) : v(o.v + 10) {}
    __host__ __device__ Mover(Mover&& o) : v(o.v + 100) { o.v = -1; }
};

__host__ __device__ __noinline__ Counted twice(Counted c) { c.v *= 2; return c; }
__host__ __device__ __noinline__ Counted make(int x) { return Counted(x); }
__host__ __device__ __noinline__ Mover pass_on(Mover m) { m.v += 3; return m; }

__host__ __device__ long long run() {
    Counted a(5);
    Counted r1 = twice(a);                // copy in 6, *2 = 12, copy out 13
    Counted r2 = make(9);                 // 9: no copy of the prvalue
    Counted r3(make(4));                  // 4
    Counted (*fp)(Counted) = twice;
    Counted r4 = fp(r2);                  // copy 10, *2 = 20, copy out 21
    Mover m(1);
    Mover r5 = pass_on(m);                // copy in 11, +3 = 14, move out 114
    return ((((long long)r1.v * 100 + r2.v) * 100 + r3.v) * 100 + r4.v) * 1000 + r5.v + a.v * 1000000000000LL + m.v * 10000000000000LL;
}
