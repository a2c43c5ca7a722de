// A class template befriending all its instances (`template <class> friend
// class Opt;`, as CCCL's optional does) so a converting constructor template
// can read another instance's private member.
template <class T> class Opt {
    template <class> friend class Opt;
    T v;

public:
    __host__ __device__ Opt(T x) : v(x) {}
    template <class U> __host__ __device__ Opt(const Opt<U>& o) : v((T)(o.v * 2)) {}
    __host__ __device__ T get() const { return v; }
};

__host__ __device__ long long run() {
    Opt<float> f(2.75f);
    Opt<int> i(f);
    Opt<long long> l(i);
    return i.get() * 100 + l.get();
}
