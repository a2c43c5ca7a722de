// A body first instantiated inside an unevaluated operand (a generic lambda's or a
// deduced-result function's, whose result `decltype` asks for) is evaluated code: the
// members of class template instances it calls are used, and their bodies are made.
// (They stayed declarations: ptxas reported an unresolved extern function, as for
// Thrust's `iterator_facade::operator[]` called in CUB's transform kernel.)
template <class T> struct box {
    T v[4];
    __host__ __device__ T at(int i) const { return v[i] * 2; }
    __host__ __device__ T last() const { return v[3] + 1; }
};

template <class F> __host__ __device__ int apply(F f, int i) {
    using R = decltype(f(i));
    return (int)R(f(i));
}

template <class T> __host__ __device__ auto tail(const box<T>& b) { return b.last(); }

__host__ __device__ long long run() {
    box<int> b = {{1, 2, 3, 4}};
    auto get = [&](auto i) { return b.at(i); };
    long long s = apply(get, 3) * 100 + apply(get, 1);
    decltype(tail(b)) t = tail(b);
    return s * 100 + t;
}
