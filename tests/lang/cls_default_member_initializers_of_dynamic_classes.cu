// Default member initializers of a class with virtual functions and no dynamic base:
// its vtable pointer comes first in the object, and each initializer still reaches
// its own member (before, they shifted by one: `count = 41` was stored to the
// vtable pointer, or an array member was assigned an integer, "expression must be a
// modifiable lvalue"). Found in CUTLASS's CudaHostAdapter, which has a virtual
// destructor, an array of handles and `int32_t kernel_count = 0;`.
struct Counter {
    int count = 41;
    float scale = 2.0f;
    __host__ __device__ Counter() {}
    __host__ __device__ virtual int get() const { return int(count * scale); }
};

struct Handles {
    int slots[2];
    int used = 3;
    short tag{7};
    __host__ __device__ Handles(int a) : used(a) { slots[0] = 4; slots[1] = 5; }
    __host__ __device__ Handles(int a, int b) { slots[0] = a; slots[1] = b; }
    __host__ __device__ virtual int sum() const { return used * 1000 + tag * 100 + slots[0] * 10 + slots[1]; }
};

struct Named {
    int base = 6;
    int twice = base * 2;  // names another member: each constructor evaluates it
    __host__ __device__ Named() {}
    __host__ __device__ virtual int get() const { return base * 100 + twice; }
};

struct Wide : Handles {
    int more = 9;
    __host__ __device__ Wide() : Handles(1, 2) {}
    __host__ __device__ int sum() const override { return more; }
};

__host__ __device__ long long run() {
    Counter c;
    Handles h(8), k(1, 2);
    Named n;
    Wide w;
    const Handles& hw = w;
    return (((c.get() * 10000LL + h.sum()) * 10000 + k.sum()) * 10000 + n.get()) * 100000 + hw.sum();
}
