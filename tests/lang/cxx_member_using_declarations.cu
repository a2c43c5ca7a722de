// `using Base::member;` in a class body naming a member the class does not
// declare itself: lookup finds the base's member, as without the declaration
// (CCCL writes `using _Tp::__x;` in class templates deriving from a parameter).
struct Counter {
    int count = 5;
    __host__ __device__ int bump(int by) { return count += by; }
    __host__ __device__ int twice() const { return count * 2; }
};
struct Named : Counter {
    using Counter::bump;
    using Counter::count;
    __host__ __device__ int run_all() { return bump(3) + twice() + count; }
};
template <class Base> struct Wrap : Base {
    using Base::count;
    using Base::twice;
    __host__ __device__ int both() const { return count + twice(); }
};

__host__ __device__ long long run() {
    Named n;
    long long s = n.run_all();
    s = s * 100 + n.bump(1);
    Wrap<Counter> w;
    w.count = 7;
    s = s * 100 + w.both();
    return s;
}
