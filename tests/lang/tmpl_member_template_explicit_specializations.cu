// explicit specializations of member function templates: of an ordinary class
// (`template <> int S::f<char>() const`) and of a class template's instance
// (`template <> template <> int K<int>::next<int>()`); the other arguments still
// instantiate the templates, called directly and with `.template`
struct S {
    int base = 4;
    template <class T> __host__ __device__ int f() const { return base + int(sizeof(T)); }
};

template <> __host__ __device__ int S::f<char>() const { return base * 100; }

template <class T>
struct K {
    T x = 3;
    template <class R> __host__ __device__ R next() { return R(x) + R(1); }
};

template <> template <> __host__ __device__ int K<int>::next<int>() { return x * 10; }

template <class R, class T>
__host__ __device__ R draw(K<T>& k) { return k.template next<R>(); }

__host__ __device__ long long run() {
    S s;
    K<int> k;
    K<long long> l;
    long long r = s.f<int>();          // 8
    r = r * 1000 + s.f<char>();        // 400
    r = r * 100 + k.next<int>();       // 30
    r = r * 10 + draw<long>(k);        // 4
    r = r * 10 + draw<int>(l);         // 4
    return r;
}
