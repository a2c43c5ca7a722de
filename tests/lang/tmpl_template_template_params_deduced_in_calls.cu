// A template template parameter of a fixed arity (`template <class> class C`) deduced
// from a call's argument (`const C<T>&` given a `Vec<int>`, `C<int>*`), as those
// declared with a pack are.
template <class T> struct Vec { T v; };
template <class T> struct Pair { T a, b; };
template <template <class> class C, class T>
__host__ __device__ T first(const C<T>& c) { return c.v; }
template <template <class> class C>
__host__ __device__ int size_of(C<int>* c) { return (int)sizeof(*c); }
template <template <class> class C, class T>
__host__ __device__ T sum(const C<T>& p) { return p.a + p.b; }
__host__ __device__ long long run() {
    Vec<int> v{7};
    Pair<long> p{3, 4};
    return first(v) * 1000 + size_of(&v) * 100 + sum(p) + first(Vec<short>{2}) * 10;
}
