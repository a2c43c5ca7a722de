// `Base(x)` with `x` of a derived class uses Base's implicit copy constructor (binding
// `const Base&` to the base subobject, a standard conversion), not the constructors
// that would need a user-defined conversion of `x` (`explicit Base(float)` through
// `operator float`, `Base(unsigned char)`), also beside a constructor taking a pointer
// to a class (`Ref(Elem* p, int stride)`). Found in CUTLASS's float_subbyte.h
// (`Derived(Derived const& x) : Base(x) {}`) and tensor_view.h (`TensorView` of `half_t`).
template <int Bias, class Derived>
struct Base {
    unsigned char storage;
    Base() = default;
    __host__ __device__ Base(unsigned char s) : storage(s) {}
    __host__ __device__ explicit Base(float x) : storage((unsigned char)(x + Bias)) {}
    __host__ __device__ explicit Base(int x) : storage((unsigned char)(2 * x)) {}
    __host__ __device__ operator float() const { return storage * 0.5f; }
};

struct Small : Base<1, Small> {
    using B = Base<1, Small>;
    Small() = default;
    __host__ __device__ explicit Small(float x) : B(x) {}
    __host__ __device__ Small(Small const& x) : B(x) {}
};

struct Plain {
    int v;
    __host__ __device__ Plain(int x) : v(x) {}
    __host__ __device__ operator int() const { return v + 1000; }
};
struct Derived : Plain {
    int extra;
    __host__ __device__ Derived(int x) : Plain(x), extra(9) {}
};

struct Elem { int v; };
struct Ref {
    Elem *ptr;
    int stride;
    __host__ __device__ Ref() : ptr(nullptr), stride(0) {}
    __host__ __device__ Ref(Elem *p, int s) : ptr(p), stride(s) {}
};
struct View : Ref {
    int extent;
    __host__ __device__ View(Elem *p, int s, int e) : Ref(p, s), extent(e) {}
    __host__ __device__ View(View const &v) : Ref(v), extent(v.extent) {}
};

__host__ __device__ long long run() {
    Small a(6.0f);             // 7
    Small b(a);                // copied: 7
    Base<1, Small> c(b);       // copied from the derived object: 7
    Base<1, Small> d(3);       // the int constructor: 6
    Derived e(40);
    Plain p(e);                // the implicit copy, not Plain(int(e)): 40
    Elem es[3] = {{5}, {6}, {7}};
    View v(es, 2, 3);
    View w(v);                 // Ref's implicit copy inside: stride 2, element 7
    long long r = ((b.storage * 10 + c.storage) * 10 + d.storage) * 100 + p.v;
    return (r * 10 + w.stride) * 10 + w.ptr[w.stride].v + w.extent;
}
