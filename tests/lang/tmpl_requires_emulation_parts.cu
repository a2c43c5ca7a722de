// What a C++17 emulation of requires-expressions (as CCCL's concept macros write it)
// is made of: member function templates overloaded with ordinary members and called
// through `X<T>::f(...)`, pointers to instances of a class template that is only
// declared (completed once it is defined), `decltype` of a variable template,
// `&S::f<A, B>` naming an instance, constant evaluation of calls given null pointers,
// deleted function templates, the redundant definition of a constexpr static member,
// and `obj(args)` with a member template `operator()`.
template <class...> struct tag;
template <class T, class... A> extern T make_dependent;
template <class I, class... A> using dependent_t = decltype(make_dependent<I, A...>);

struct Check {
  template <class... As> __host__ __device__ static constexpr int pick(tag<As...>*, int) { return 10 + (int)sizeof...(As); }
  __host__ __device__ static constexpr int pick(void*, long) { return 1; }
  __host__ __device__ static constexpr int pick(const char*, long) { return 2; }
  template <class T> __host__ __device__ static int twice(T v) { return (int)v * 2; }
};
constexpr int picked = dependent_t<Check, int>::pick(static_cast<tag<void, int, char>*>(nullptr), 0);
constexpr int fallback = Check::pick((void*)nullptr, 0L);

template <class T> struct late;
__host__ __device__ inline int count_late(late<int>* p) { return p == nullptr ? 5 : 6; }
template <class T> struct late { T v; };

template <class T> __host__ __device__ T* address(T& x) { return &x; }
template <class T> T* address(const T&&) = delete;

template <class... T> struct list { static constexpr int size = sizeof...(T); };
template <class... T> constexpr int list<T...>::size;

struct Scale {
  int k;
  template <class T> __host__ __device__ T operator()(T v) const { return v * k; }
};

__host__ __device__ inline unsigned long long fold(unsigned long long h, long long v) { return h * 1000003u + (unsigned long long)v; }

__host__ __device__ long long run() {
  unsigned long long h = 0;
  h = fold(h, picked);
  h = fold(h, fallback);
  h = fold(h, Check::pick((const char*)nullptr, 0L));
  int (*tw)(long) = &Check::twice<long>;
  h = fold(h, tw(21));
  h = fold(h, count_late(nullptr));
  late<int> l = {7};
  h = fold(h, l.v + (int)sizeof(late<int>));
  int x = 3;
  h = fold(h, *address(x));
  h = fold(h, list<int, char, long>::size);
  Scale s = {3};
  h = fold(h, s(5) + (long long)s(1.5));
  return (long long)(h % 1000000007u);
}
