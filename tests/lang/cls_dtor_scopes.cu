// destructors that run code, at scope exits: locals destroyed at the end of their
// block in reverse order of construction; before `return` (after the returned value
// is computed from them), `break` and `continue` (only the loop body's objects), and
// a `goto` out of a block (backward too, destroying what was declared after the
// label); objects in `if` arms and `for` init; the order recorded digit by digit
__device__ long long g_order = 0;
__device__ int g_live = 0;
struct Tracer {
    int id;
    __host__ __device__ Tracer(int i) : id(i) { g_live++; }
    __host__ __device__ ~Tracer() { g_order = g_order * 10 + id; g_live--; }
    __host__ __device__ int twice() const { return 2 * id; }
};
__host__ __device__ long long take() { long long o = g_order; g_order = 0; return o; }

__host__ __device__ int returns_after_value(int n) {
    Tracer a(1);
    {
        Tracer b(2);
        if (n > 0) {
            Tracer c(3);
            // The value reads c before c, b and a are destroyed.
            return c.twice() + b.id + (int)g_order;
        }
    }
    return a.id;
}

__host__ __device__ int loops() {
    int s = 0;
    for (Tracer t(9); t.id < 12; t.id++) {
        Tracer body(4);
        if (t.id == 10) continue;
        Tracer after(5);
        s += body.id + after.id;
    }
    while (true) {
        Tracer w(6);
        if (s > 0) break;
    }
    return s;
}

__host__ __device__ int jumps() {
    int k = 0;
again:
    {
        Tracer j(7);
        k++;
        if (k < 3) goto again;
        if (k == 3) goto out;
        Tracer never(1);
    }
out:
    return k;
}

// Folds each observation into one number (unsigned arithmetic wraps as defined).
__host__ __device__ void mix(unsigned long long& h, long long v) { h = h * 1000003ULL + (unsigned long long)v; }

__host__ __device__ long long run() {
    unsigned long long h = 0;
    {
        Tracer x(1);
        Tracer y(2);
        {
            Tracer z(3);
        }
        Tracer w(4);
    }
    mix(h, take());                    // 3421
    mix(h, returns_after_value(1));    // 6 + 2 + 0
    mix(h, take());                    // 321
    mix(h, returns_after_value(0));    // 1
    mix(h, take());                    // 21
    mix(h, loops());
    mix(h, take());
    if (h > 0) {
        Tracer in_if(8);
        mix(h, in_if.id);
    }
    mix(h, take());                    // 8
    mix(h, jumps());                   // 3
    mix(h, take());                    // 777
    mix(h, g_live);                    // 0
    return (long long)(h >> 2);
}
