// A qualified name calls exactly the function it names, also on the implicit object:
// `Base::describe()` inside an override is no virtual call (before, it went through
// the vtable back to the override, recursing until the stack overflowed). As
// `Tool::describe()` in an override extending its base's answer.
namespace shapes {
struct Base {
    int id;
    __host__ __device__ Base(int i) : id(i) {}
    __host__ __device__ virtual int describe() const { return id; }
    __host__ __device__ virtual int twice() const { return 2 * describe(); }
};
}  // namespace shapes

struct Mid : shapes::Base {
    __host__ __device__ Mid(int i) : Base(i) {}
    __host__ __device__ int describe() const override { return Base::describe() * 10 + 1; }
};

struct Leaf : Mid {
    __host__ __device__ Leaf(int i) : Mid(i) {}
    __host__ __device__ int describe() const override {
        // Through two levels, and through a namespace-qualified name.
        return Mid::describe() * 10 + shapes::Base::describe();
    }
    __host__ __device__ int twice() const override { return Base::twice() + 1; }
};

__host__ __device__ int ask(const shapes::Base& b) { return b.describe() * 1000 + b.twice(); }

__host__ __device__ long long run() {
    Mid m(3);
    Leaf l(4);
    return ask(m) * 1000000LL + ask(l);
}
