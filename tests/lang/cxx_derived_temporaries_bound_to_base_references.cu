// A prvalue of a derived class bound to a reference to its base: the temporary holds
// the whole derived object and the reference binds its base subobject, so a CRTP
// base's downcast reads the derived members. (Slicing to the base first left a
// one-byte temporary: `(it + a) + b` through `operator+(facade<D> const&, n)`.)
template <class D> struct facade {
    __host__ __device__ D& operator+=(long n) {
        static_cast<D*>(this)->pos += n;
        return *static_cast<D*>(this);
    }
};

template <class D> __host__ __device__ D operator+(facade<D> const& it, long n) {
    D tmp(static_cast<D const&>(it));
    return tmp += n;
}

struct tag {};

// The empty second base as a stride holder: the facade is not at the end.
struct counter : facade<counter>, tag {
    long pos;
    int step;
    __host__ __device__ counter(long p, int s) : pos(p), step(s) {}
};

struct base {
    int id;
};

struct derived : base {
    int extra[3];
    __host__ __device__ derived(int i) : base{i}, extra{i + 1, i + 2, i + 3} {}
};

__host__ __device__ derived make(int i) { return derived(i); }

__host__ __device__ __noinline__ int sum_of(const base& b) {
    const derived& d = static_cast<const derived&>(b);
    return d.id + d.extra[0] + d.extra[1] * 10 + d.extra[2] * 100;
}

__host__ __device__ __noinline__ int moved(base&& b) {
    derived& d = static_cast<derived&>(b);
    d.extra[2] += 1;
    return d.extra[2] * 1000 + d.id;
}

__host__ __device__ long long run() {
    counter c(5, 7);
    counter d = (c + 3) + 4;
    long long s = d.pos * 100 + d.step;
    s = s * 10000 + sum_of(make(2));
    s = s * 1000 + sum_of(derived(1));
    s = s * 10000 + moved(make(3));
    const base& kept = make(4);
    return s * 1000 + sum_of(kept);
}
