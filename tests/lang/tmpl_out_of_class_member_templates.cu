// Member function templates defined outside their class: of an ordinary class
// (template <class U> int S::f(U)), of a class template (two template heads,
// template <class T> template <class U> T Box<T>::scaled(U)), constructor
// templates of both, const members, a pack (CCCL's pair.h/tuple.h define
// __pair_base's piecewise constructor this way), overloads told apart by their
// parameter count, and parameters named differently from the declaration.
struct Acc {
    int total;
    template <class U> __host__ __device__ Acc(U seed, int times);
    template <class U> __host__ __device__ int add(U u);
    template <class U> __host__ __device__ int add(U u, U v);
    template <class... Ts> __host__ __device__ int add_all(Ts... ts) const;
};

template <class U>
__host__ __device__ Acc::Acc(U seed, int times) : total((int)seed * times) {}

template <class V>
__host__ __device__ int Acc::add(V v) {
    total += (int)(v * 2);
    return total;
}

template <class U>
__host__ __device__ int Acc::add(U u, U v) {
    total += (int)(u - v);
    return total;
}

template <class... Ts>
__host__ __device__ int Acc::add_all(Ts... ts) const {
    return (total + ... + (int)ts);
}

template <class T> struct Box {
    T v;
    template <class U> __host__ __device__ Box(U u, T scale);
    template <class U> __host__ __device__ T scaled(U u) const;
    template <class U, int N> __host__ __device__ T repeat(U u);
};

template <class T>
template <class U>
__host__ __device__ Box<T>::Box(U u, T scale) : v((T)u * scale) {}

template <class T>
template <class U>
__host__ __device__ T Box<T>::scaled(U u) const {
    return v * (T)u;
}

template <class T>
template <class W, int N>
__host__ __device__ T Box<T>::repeat(W w) {
    for (int i = 0; i < N; ++i) v += (T)w;
    return v;
}

__host__ __device__ long long run() {
    Acc a(2.5f, 3);
    long long s = a.total;
    s = s * 100 + a.add(1.5);
    s = s * 100 + a.add(7, 3);
    s = s * 100 + a.add_all(1, 2.0, 3L);
    Box<int> b(1.5, 4);
    Box<long> c(3, 5L);
    s = s * 1000 + b.scaled(3) + c.scaled(2.0);
    s = s % 1000000007;
    s = s * 100 + b.repeat<short, 3>(2) + c.repeat<char, 2>(1);
    return s;
}
