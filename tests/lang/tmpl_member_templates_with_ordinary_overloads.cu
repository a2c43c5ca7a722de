// Member function templates overloaded with ordinary member functions of the same
// name (as CUB's BlockRadixSort declares `Sort`): the ordinary members keep their
// default arguments, and all candidates rank the binding of the object too, also
// for a call by name inside a member (on `*this`); and a statement beginning with a
// class template's temporary (`Sorter<T, N>(acc).Sort(items);`) is an expression,
// not a declaration.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> struct is_int { static constexpr bool value = false; };
template <> struct is_int<int> { static constexpr bool value = true; };

template <class K, int N, class V = int>
struct Sorter {
    int& acc;
    __host__ __device__ Sorter(int& a) : acc(a) {}
    __host__ __device__ void Sort(K (&keys)[N], int begin = 0, int end = sizeof(K) * 8) {
        acc += keys[0] + begin * 10 + end * 100;
    }
    template <class D>
    __host__ __device__ enable_if_t<!is_int<D>::value> Sort(K (&keys)[N], D, int begin, int end) {
        acc += 1000 + begin + end;
    }
    template <class D>
    __host__ __device__ enable_if_t<!is_int<D>::value> Sort(K (&keys)[N], D d) {
        Sort(keys, d, 3, 4);
        acc += 2000;
    }
    __host__ __device__ void Sort(K (&keys)[N], V (&vals)[N], int begin = 0, int end = sizeof(K) * 8) {
        acc += 3000 + vals[1] + begin;
    }
    __host__ __device__ int Get() const { return acc; }
    template <class T> __host__ __device__ int Get(T scale) const { return acc * scale; }
};

struct Decomposer {};

template <class T, int N>
struct User {
    int acc = 0;
    __host__ __device__ void go(T (&items)[N]) {
        Sorter<T, N>(acc).Sort(items);
        Sorter<T, N>(acc).Sort(items, 1);
        Sorter<T, N>(acc).Sort(items, Decomposer{});
        int v[N] = {0, 5};
        Sorter<T, N>(acc).Sort(items, v, 2);
    }
};

__host__ __device__ long long run() {
    User<unsigned char, 4> u;
    unsigned char it[4] = {7, 1, 2, 3};
    u.go(it);
    int a = 1;
    const Sorter<int, 2> s(a);
    return u.acc * 1000LL + s.Get() * 10 + s.Get(3);
}
