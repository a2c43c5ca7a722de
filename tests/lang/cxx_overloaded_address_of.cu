// Overloaded unary `operator&`: a member taking no argument (a proxy reference giving
// its pointer, as Thrust's `reference` does, also on a temporary: `&*it`), a
// non-member found next to the class, a class with only the binary `operator&`
// (bitwise and), whose address is the built-in one, and plain classes.
struct P { int* p; };
template <class T>
struct Ref {
    T* p;
    __host__ __device__ P operator&() const { return P{p}; }
    __host__ __device__ operator T() const { return *p; }
};
struct It {
    int* p;
    __host__ __device__ Ref<int> operator*() const { return Ref<int>{p}; }
};
struct Bits {
    unsigned v;
    __host__ __device__ Bits operator&(const Bits& o) const { return Bits{v & o.v}; }
};
namespace ns {
struct Handle { int id; };
__host__ __device__ int operator&(const Handle& h) { return h.id * 3; }
}
__host__ __device__ long long run() {
    int x = 9;
    It it{&x};
    P q = &*it;
    int v = *it;
    Bits a{12}, b{10};
    Bits* pa = &a;
    Bits c = a & b;
    ns::Handle h{5};
    int hid = &h;
    P plain{&x};
    P* pp = &plain;
    return *q.p * 100000 + v * 10000 + pa->v * 100 + c.v * 10 + hid + (*pp->p == 9) * 1000000;
}
