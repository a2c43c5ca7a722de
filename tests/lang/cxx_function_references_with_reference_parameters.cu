// Functions whose parameters are references, bound to function references
// and deduced as `F&&` (libcu++'s `__cuda_fetch_weak_if_local(ptr, v, ret,
// __cuda_fetch_local_bop_add<T>)`): the function keeps its declared type.
template <class T> __host__ __device__ void bop(volatile T& a, T const& v) { a = a + v; }
__host__ __device__ void plain(int& a, const int& v) { a = a * v; }
template <class T, class F> __host__ __device__ void call(volatile T* p, T v, F&& f) { f(*p, v); }
__host__ __device__ long long run() {
  int x = 1;
  call(&x, 2, bop<int>);
  void (*fp)(int&, const int&) = plain;
  fp(x, 5);
  void (&fr)(int&, const int&) = plain;
  fr(x, 2);
  return x;
}
