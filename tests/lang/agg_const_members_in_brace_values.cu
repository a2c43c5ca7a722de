// Brace lists that make objects of classes with const members (CUB's warpspeed
// SpecialRegisters, returned as `return {rank, blockIdx.x, ...};`): the stores that
// fill the temporary initialize it, so its const members take their values; also
// `T{...}` temporaries, brace-list arguments, nested aggregates and `new T{...}`.
struct Regs {
    const unsigned a;
    const unsigned b;
    const int c;
};
struct Pair {
    const int x;
    int y;
};
struct Holder {
    Pair p;
    const Regs r;
};
__host__ __device__ Regs make(unsigned k) { return {k, k + 1, 7}; }
__host__ __device__ Pair mk() { return Pair{3, 4}; }
__host__ __device__ int take(Regs r) { return r.a + r.b; }

__host__ __device__ long long run() {
    Regs r = make(5);
    const Regs s{1, 2, 3};
    Pair p = mk();
    Holder h{{1}, {2, 3}};
    Pair* q = new Pair{8, 9};
    long long v = q->x;
    delete q;
    return r.a * 1000 + r.b * 100 + r.c * 10 + s.c + p.x * 10000 + p.y * 100000 + take({4, 5, 6}) + h.r.b * 3 + v;
}
