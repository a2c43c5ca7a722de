// destructors of temporaries: a temporary lives to the end of its full-expression
// and temporaries die in reverse order of construction; a `const T&` or `T&&` bound
// to one extends its life to the end of the reference's block; `T x = T(..)` and
// `return T(..)` construct the object in place (one destructor call), as does
// returning a local; a class result used for a member call or field, discarded, or
// assigned from is destroyed at the end of the statement; an argument for a by-value
// parameter is destroyed after the call's full-expression; conditions' temporaries
// die before the branch runs
__device__ long long g_order = 0;
__device__ int g_live = 0;
struct Tmp {
    int id;
    __host__ __device__ Tmp(int i) : id(i) { g_live++; }
    __host__ __device__ Tmp(const Tmp& o) : id(o.id) { g_live++; }
    __host__ __device__ ~Tmp() { g_order = g_order * 10 + id; g_live--; }
    __host__ __device__ int get() const { return id; }
    __host__ __device__ Tmp& operator=(const Tmp& o) { id = o.id; return *this; }
};
__host__ __device__ long long take() { long long o = g_order; g_order = 0; return o; }
__host__ __device__ Tmp make(int i) { return Tmp(i); }
__host__ __device__ Tmp named(int i) { Tmp t(i); t.id += 1; return t; }
__host__ __device__ int by_value(Tmp t) { return t.id * 2; }
__host__ __device__ int by_ref(const Tmp& t) { return t.id; }
__host__ __device__ void mix(unsigned long long& h, long long v) { h = h * 1000003ULL + (unsigned long long)v; }

__host__ __device__ long long run() {
    unsigned long long h = 0;
    int v = Tmp(1).get() + Tmp(2).get() * 10;
    mix(h, v);
    mix(h, take());                          // 21
    {
        Tmp a = Tmp(3);
        Tmp b = make(4);
        Tmp c = named(5);
        mix(h, a.id + b.id + c.id);
        mix(h, take());                      // nothing yet
    }
    mix(h, take());                          // 643
    {
        const Tmp& r = Tmp(7);
        Tmp&& rr = make(8);
        mix(h, r.id + rr.id);
        mix(h, take());                      // still alive
        g_order = 9;
    }
    mix(h, take());                          // 987
    mix(h, make(2).get() + named(3).id);     // 2 + 4
    mix(h, take());                          // 42
    make(5);
    mix(h, take());                          // 5
    {
        Tmp x(1);
        x = make(6);
        mix(h, take());                      // 6
        mix(h, by_value(Tmp(2)) + by_ref(Tmp(3)));
        mix(h, take());                      // 32
        mix(h, by_value(x));
        mix(h, take());                      // 6 (the copy)
    }
    mix(h, take());                          // 6
    if (Tmp(4).get() == 4) {
        mix(h, take());                      // 4
    }
    mix(h, g_live);
    return (long long)(h >> 2);
}
