// a template argument computed from the parameters (`N * 2`, `(N > 0)`, a defaulted
// `bool = same<typename T::elem, float>::value`) is a non-deduced context: matching a
// partial specialization or deducing a function template's arguments skips it and
// substitution checks it (CUTLASS's `Array<T, N>` with its defaulted `RegisterSized`,
// `WmmaFragmentArray<fragment<...>, N>` in a partial specialization's pattern)
template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };

template <int N, int M = N * 2> struct V {};
template <class A> struct R { static const int v = 0; };
template <int N> struct R<V<N>> { static const int v = 1; };

template <class T, int S = sizeof(T) * 2> struct Q {};
template <int N> __host__ __device__ int by_value(V<N>) { return N; }
template <class T> __host__ __device__ int by_type(Q<T>) { return sizeof(T); }

template <int N, bool P> struct Sign { static const int v = 0; };
template <int N> struct Sign<N, (N > 0)> { static const int v = 1; };

template <class T, int S> struct base { typedef T elem; };
template <class U, int M, class T> struct frag : base<T, M * 2> {};
template <class T, int N, bool H = (same<typename T::elem, float>::value || same<typename T::elem, double>::value)>
struct W { static const int h = H; };
template <class A, int B> struct Pick { static const int v = 0; };
template <class U, int M, class E, int K, int B> struct Pick<W<frag<U, M, E>, K>, B> { static const int v = 10 + W<frag<U, M, E>, K>::h; };
struct u {};

__host__ __device__ long long run() {
    long long r = R<V<3>>::v * 10 + R<V<3, 5>>::v;
    r = r * 100 + by_value(V<7>{});
    r = r * 100 + by_type(Q<double>{});
    r = r * 10 + Sign<4, true>::v;
    r = r * 10 + Sign<4, false>::v;
    r = r * 10 + Sign<-1, false>::v;
    r = r * 100 + Pick<W<frag<u, 4, float>, 2>, 16>::v;
    r = r * 100 + Pick<W<frag<u, 4, int>, 2>, 16>::v;
    r = r * 10 + Pick<int, 3>::v;
    return r;
}
