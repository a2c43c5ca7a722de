// Constructor templates of a class template defined outside the class, whose
// parameter types name the class's member types (`size_type`, one taken from a
// dependent base) and the class's own template parameters: after `X<T, S>::X(` the
// declarator's names are looked up in the class, as for any member function.
template <class T>
struct storage {
    using size_type = unsigned long;
    T first = T(1);
};

template <class T, class S>
struct buffer : storage<T> {
    using super_t = storage<T>;
    using size_type = typename super_t::size_type;
    using step_type = S;

    __host__ __device__ buffer(S s, size_type n);
    template <class It>
    __host__ __device__ buffer(It from, size_type n, step_type s);

    size_type n_;
    S s_;
};

template <class T, class S>
__host__ __device__ buffer<T, S>::buffer(S s, size_type n) : n_(n), s_(s) {}

template <class T, class S>
template <class It>
__host__ __device__ buffer<T, S>::buffer(It from, size_type n, step_type s) : n_(n + *from), s_(s) {}

__host__ __device__ long long run() {
    int seed[1] = {40};
    buffer<int, short> a(short(3), 5ul);
    buffer<int, short> b(seed, 2ul, short(7));
    return (long long)a.n_ * 1000 + a.s_ * 100 + (long long)b.n_ + b.s_ * 10000 + b.first;
}
