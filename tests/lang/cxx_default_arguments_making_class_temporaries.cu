// Default arguments that make class temporaries (`const Alloc& a = Alloc()`,
// `Opt o = Opt()`, Thrust's no_throw_allocator and contiguous_storage): each call
// that uses one constructs the temporary anew in the calling function, also twice in
// one expression and in a member of a class template.
struct Alloc { int id = 7; };
template <class Base>
struct wrap : Base {
    __host__ __device__ wrap(const Base& other = Base()) : Base(other) {}
    __host__ __device__ int get() const { return this->id; }
};
struct Opt {
    int v;
    __host__ __device__ Opt(int x = 3) : v(x) {}
};
__host__ __device__ int f(Opt o = Opt(), const Opt& p = Opt(5)) { return o.v * 10 + p.v; }
__host__ __device__ int g(int k) { return f() + k; }
__host__ __device__ long long run() {
    wrap<Alloc> w;
    Alloc a;
    a.id = 2;
    wrap<Alloc> v(a);
    long long r = w.get() * 10 + v.get();
    r = r * 1000 + f() + f(Opt(1));
    r = r * 1000 + g(4) + f(Opt(2), Opt(9));
    return r;
}
