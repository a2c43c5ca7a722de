// A by-value parameter of a class with a user-provided copy constructor (and no
// destructor) is a copy made by that constructor, as g++ and nvcc make it: the callee
// sees the copy's value, and the caller's object is untouched. Also through a member
// whose class has one, for a derived object passed to a base parameter's class, and
// for a call through a function pointer.
struct Counted {
    int v;
    __host__ __device__ Counted(int x) : v(x) {}
    __host__ __device__ Counted(const Counted& o) : v(o.v + 1) {}
};
struct Holder {
    Counted c;
    int tag;
};
struct Mover {
    int v;
    __host__ __device__ explicit Mover(int x) : v(x) {}
    __host__ __device__ Mover(const Mover& o) : v(o.v + 10) {}
    __host__ __device__ Mover(Mover&& o) : v(o.v + 100) { o.v = -1; }
};

__host__ __device__ int take(Counted c) { return c.v * 10; }
__host__ __device__ int take_holder(Holder h) { return h.c.v * 100 + h.tag; }
__host__ __device__ int take_mover(Mover m) { return m.v; }
__host__ __device__ int bump(Counted c) { c.v += 5; return c.v; }

__host__ __device__ long long run() {
    Counted a(7);
    int r1 = take(a);                     // copy: 80
    int r2 = bump(a);                     // copy 8, +5: 13; a stays 7
    Holder h{Counted(3), 4};              // h.c: 3 (a prvalue initializes it)
    int r3 = take_holder(h);              // member copied: 404
    Mover m(1);
    int r4 = take_mover(m);               // copy: 11
    int r5 = take_mover(static_cast<Mover&&>(m));  // move: 101, m.v = -1
    int (*fp)(Counted) = take;
    int r6 = fp(a);                       // copy: 80
    return ((((((long long)r1 * 100 + r2) * 1000 + r3) * 100 + r4) * 1000 + r5) * 100 + r6) * 100 + a.v * 10 + (m.v + 1);
}
