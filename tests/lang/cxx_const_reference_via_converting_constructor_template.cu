// A `const T&` parameter given an object of another class: overload
// resolution counts the temporary a converting constructor (here a
// constrained constructor template) would make, as libcu++'s
// `time_point(const duration&)` given `seconds`.
template <bool B, class T = void> struct en_if {};
template <class T> struct en_if<true, T> { using type = T; };
template <int S> struct dur {
  long long c;
  __host__ __device__ constexpr explicit dur(long long x) : c(x) {}
  template <int S2, bool ok_ = true, typename en_if<(S2 >= S) && ok_, int>::type = 0>
  __host__ __device__ constexpr dur(const dur<S2>& d) : c(d.c * (S2 / S)) {}
};
template <class D> struct tp {
  D d_;
  __host__ __device__ constexpr explicit tp(const D& d) : d_(d) {}
};
__host__ __device__ long long run() {
  using T = tp<dur<1>>;
  T p = T(dur<1000>(3));
  dur<1> direct = dur<1000>(2);
  return p.d_.c + direct.c;
}
