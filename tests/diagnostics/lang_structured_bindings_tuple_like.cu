// expect: error 26:15: too many identifiers
// expect: error 27:8: there are more elements than there are binding names
// expect: error 28:8: this structured binding requires a suitable "get" function and none was found
// expect: error 29:8: cannot instantiate "std::tuple_element" for <0, "R">
// Tuple-like structured bindings (nvcc's messages): the wrong number of names, a
// `get` whose first template parameter is a type, no `std::tuple_element`; the
// names are not reported again where they are used.
namespace std {
template <class T> struct tuple_size;
template <unsigned long I, class T> struct tuple_element;
}
struct P { int a, b; };
struct Q { int a; };
struct R { int a; };
namespace std {
template <> struct tuple_size<P> { static constexpr unsigned long value = 2; };
template <unsigned long I> struct tuple_element<I, P> { using type = int; };
template <> struct tuple_size<Q> { static constexpr unsigned long value = 1; };
template <unsigned long I> struct tuple_element<I, Q> { using type = int; };
template <> struct tuple_size<R> { static constexpr unsigned long value = 1; };
}
template <class T> __device__ int get(const Q& q) { return q.a; }
template <unsigned long I> __device__ int get(const P& p) { return I ? p.b : p.a; }
template <unsigned long I> __device__ int get(const R& r) { return r.a; }
__device__ int f(P p, Q q, R r) {
  auto [x, y, z] = p;
  auto [u] = p;
  auto [w] = q;
  auto [v] = r;
  return x + u + w + v;
}
