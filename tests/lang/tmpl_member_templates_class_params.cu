// Member templates of a class template that name the class's own parameters in
// their signatures and bodies: a member function template, a constructor template,
// a member template checked by substitution (enable_if on the class's parameter and
// its own), and the same in a partial specialization, whose parameters are its own.
template <bool C, class R = void> struct enable_if {};
template <class R> struct enable_if<true, R> { typedef R type; };
template <class A, class B> struct same { static const bool value = false; };
template <class A> struct same<A, A> { static const bool value = true; };

template <class T, int N> struct Acc {
    T v[N];
    template <class U> __host__ __device__ Acc(T first, U step) {
        for (int i = 0; i < N; ++i) v[i] = first + (T)(step * i);
    }
    template <class U> __host__ __device__ T dot(const U* w) const {
        T s = T();
        for (int i = 0; i < N; ++i) s += v[i] * (T)w[i];
        return s;
    }
    template <class U>
    __host__ __device__ typename enable_if<same<T, U>::value, int>::type pick(U) const { return 1; }
    template <class U>
    __host__ __device__ typename enable_if<!same<T, U>::value, int>::type pick(U) const { return N; }
};

template <class T> struct Acc<T*, 2> {
    T* p;
    template <class U> __host__ __device__ Acc(T* q, U) : p(q) {}
    template <class U> __host__ __device__ T scaled(U k) const { return *p * (T)k; }
};

__host__ __device__ long long run() {
    Acc<double, 3> a(0.5, 2);
    int w[3] = {1, 2, 3};
    long long r = (long long)(a.dot(w) * 10);
    r += a.pick(1.0) * 100 + a.pick(1) * 1000;
    Acc<long, 4> b(7L, 'a');
    r += b.dot(w + 0) * 10000 + b.pick(1L) * 100000000;
    int x = 6;
    Acc<int*, 2> c(&x, 1.5);
    r += c.scaled(2.5) * 1000000000LL;
    return r;
}
