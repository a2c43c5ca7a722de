// A partial specialization whose pattern names instances of a class template with a
// defaulted non-type parameter computed from a type parameter (`Arr<T, N>` with
// `bool Wide = bits<T>::value >= 32`, as CUTLASS's Array and its multiply_add
// specialization are written): the default is only known per instance, so it matches
// any value and substitution checks it; before, it was computed once with `T` unknown
// (every `Arr<T, N>` was taken as `Arr<T, N, false>`, choosing the primary template for
// `Arr<int, 3>` silently) or rejected as "T is not deducible".
template <class T> struct bits { static constexpr int value = sizeof(T) * 8; };
template <class T, int N, bool Wide = bits<T>::value >= 32> struct Arr { T v[N]; };

template <class A, class B = A, class C = A> struct madd {
    __host__ __device__ C operator()(A a, B b, C c) const { return a * b + c; }
};
template <class T, int N> struct madd<Arr<T, N>, Arr<T, N>, Arr<T, N>> {
    __host__ __device__ Arr<T, N> operator()(Arr<T, N> const& a, Arr<T, N> const& b, Arr<T, N> const& c) const {
        Arr<T, N> r;
        madd<T> op;
        for (int i = 0; i < N; ++i) r.v[i] = op(a.v[i], b.v[i], c.v[i]);
        return r;
    }
};

template <class X> struct kind { static constexpr int value = 1; };
template <class T, int N> struct kind<Arr<T, N>> { static constexpr int value = 2 + (bits<T>::value >= 32); };
// Written with the default given: only wide instances match.
template <class T> struct kind<Arr<T, 2, true>*> { static constexpr int value = 7; };

__host__ __device__ long long run() {
    Arr<int, 3> a{{1, 2, 3}};
    Arr<short, 2> s{{4, 5}};
    Arr<int, 3> r = madd<Arr<int, 3>>{}(a, a, a);
    Arr<short, 2> q = madd<Arr<short, 2>>{}(s, s, s);
    long long k = kind<Arr<int, 3>>::value * 1000 + kind<Arr<char, 1>>::value * 100 + kind<int>::value * 10;
    k += kind<Arr<long long, 2>*>::value + kind<Arr<short, 2>*>::value * 10000;
    return k * 100000 + r.v[0] + r.v[1] * 10 + r.v[2] * 100 + q.v[0] * 1000 + q.v[1] * 10000;
}
