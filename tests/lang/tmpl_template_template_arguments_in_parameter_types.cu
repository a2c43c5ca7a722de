// A class template given as the argument of a template template parameter inside a
// function template's parameter type (`Acc<T, Raw>`, as accessor classes take their
// pointer traits): deducing `T` from a call, with the template given explicitly
// (`f<float>(a)`) or named through an alias template, matches the instance's own
// template; a template template parameter there (`Acc<int, P>`) is deduced from it,
// and a different template does not match.
template <class T> struct Raw { typedef T* type; };
template <class T> struct Restrict { typedef T* type; };
template <class T, template <class> class Traits> struct Acc {
    typename Traits<T>::type p;
    int n;
};
template <class T> using RawAcc = Acc<T, Raw>;

template <class T> __host__ __device__ T sum(Acc<T, Raw> a) {
    T s = 0;
    for (int i = 0; i < a.n; ++i) s += a.p[i];
    return s;
}
template <class T> __host__ __device__ int which(Acc<T, Raw>) { return 1; }
template <class T> __host__ __device__ int which(Acc<T, Restrict>) { return 2; }
template <int K, class T> __host__ __device__ T scaled(const RawAcc<T> a) { return K * a.p[0]; }
template <template <class> class P> __host__ __device__ int traits_of(Acc<int, P>) { return sizeof(P<int>); }

__host__ __device__ long long run() {
    int xs[3] = {1, 2, 3};
    float fs[2] = {1.5f, 2.5f};
    Acc<int, Raw> a{xs, 3};
    RawAcc<float> f{fs, 2};
    Acc<int, Restrict> r{xs, 1};
    return sum(a) * 100000 + (long long)sum<float>(f) * 10000 + which(a) * 1000 + which(r) * 100
         + scaled<3>(a) * 10 + traits_of(r);
}
