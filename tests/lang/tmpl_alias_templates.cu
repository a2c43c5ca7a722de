// Alias templates (C++11): namespace-scope and member aliases, defaults, packs,
// qualified names, `typename X<T>::template rebind<U>`, and an alias in a function
// template signature that deduces through it (`const Vec<T>&` is `const Box<T, 4>&`).
template <class T, int N> struct Box { T v[N]; __host__ __device__ T sum() const { T s = 0; for (int i = 0; i < N; ++i) s += v[i]; return s; } };
template <class T> using Vec = Box<T, 4>;
template <class T, int N = 2> using Arr = Box<T, N>;
namespace ns { template <class T> using Ptr = T*; }
template <class T> struct Traits { template <class U> using rebind = Box<U, sizeof(T)>; using self = T; };
template <class T> __host__ __device__ T total(const Vec<T>& b) { return b.sum(); }
template <class T, int N> __host__ __device__ int count(const Arr<T, N>&) { return N; }
template <class T> __host__ __device__ long long widen(T x) {
  typename Traits<T>::template rebind<long long> r = {};
  for (int i = 0; i < (int)sizeof(T); ++i) r.v[i] = x + i;
  return r.sum();
}
template <class... Ts> using first_t = Box<int, sizeof...(Ts)>;
__host__ __device__ long long run() {
  Vec<int> a = {{1,2,3,4}};
  ns::Ptr<int> p = &a.v[1];
  Traits<short>::rebind<long long> r = {{5, 6}};
  Arr<char> c = {{1, 2}};
  Arr<char, 3> c3 = {{1, 2, 3}};
  first_t<int, char, float> f = {{1, 1, 1}};
  Traits<int>::self s = 4;
  return total(a) * 100 + *p + r.sum() + c.sum() * 1000 + count(c3) * 10000 + widen((short)3) * 100000 + f.sum() * 1000000 + s;
}
