// SFINAE on a condition over a non-type template parameter written in the result
// type (`enable_if_t<(O == order::relaxed), R>`, as CUB's tile states choose their
// loads and stores): the condition is only known per instance, so each overload is a
// candidate exactly when its condition holds. Also with the parameter of a scoped
// enumeration type compared with its enumerators (which do not promote), in a member
// template of a class template, and in a defaulted template parameter.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;

enum class order { relaxed, acq_rel };

template <int N> __host__ __device__ typename enable_if<(N == 0), int>::type pick(int v) { return v + 1; }
template <int N> __host__ __device__ typename enable_if<(N != 0), int>::type pick(int v) { return v * N; }

template <int N> __host__ __device__ enable_if_t<(N < 3), int> small(int v) { return v; }
template <int N> __host__ __device__ enable_if_t<(N >= 3), int> small(int v) { return -v; }

template <class T> struct tile_state {
    T word;
    template <order O> __host__ __device__ enable_if_t<(O == order::relaxed), T> load() const { return word; }
    template <order O> __host__ __device__ enable_if_t<(O == order::acq_rel), T> load() const { return word * 2; }
};

template <order O, typename enable_if<(O == order::acq_rel), int>::type = 0>
__host__ __device__ int strength() { return 7; }
template <order O, typename enable_if<(O != order::acq_rel), int>::type = 0>
__host__ __device__ int strength() { return 3; }

__host__ __device__ long long run() {
    long long r = pick<0>(4) * 100 + pick<5>(4);
    r = r * 100 + small<2>(9) * 10 + small<3>(1) + 50;
    tile_state<long> s{21};
    r = r * 1000 + s.load<order::relaxed>() * 10 + s.load<order::acq_rel>() % 10;
    return r * 100 + strength<order::acq_rel>() * 10 + strength<order::relaxed>();
}
