// A conversion function template whose result is a non-deduced context
// (`operator enable_if_t<C, U>()` with `U` defaulted to the class's parameter): no
// argument is deduced from the target type; the default gives the instance, which is
// used when its result is the target type (as CCCL's `warp_shuffle_result` converts
// to its value).
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;

template <class T>
struct result {
    T data;
    bool pred;
    template <class U = T>
    __host__ __device__ operator enable_if_t<(sizeof(U) > 0), U>() const { return data; }
};

template <class T>
__host__ __device__ result<T> wrap(const T& v) {
    result<T> r;
    r.data = v + 1;
    r.pred = true;
    return r;
}

template <class T>
struct holder {
    T value;
    template <class U = T>
    __host__ __device__ operator typename enable_if<(sizeof(U) >= 4), U>::type() const { return value * 3; }
};

__host__ __device__ long long run() {
    unsigned x = 40;
    x = wrap(x);
    unsigned y = wrap(7u);
    long long z = wrap(5LL);
    holder<int> h{11};
    int hv = h;
    return x * 1000000LL + y * 10000 + z * 100 + hv;
}
