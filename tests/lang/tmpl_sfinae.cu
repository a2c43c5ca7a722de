// SFINAE (C++11/17): a substitution failure removes the candidate instead of being an
// error: enable_if in the return type (also through an alias template), in a default
// template argument and in the type of a non-type parameter; expression SFINAE with
// decltype(declval<T>()...) in a trailing return type; decltype of a dependent sum.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T, class U> struct is_same { static constexpr bool value = false; };
template <class T> struct is_same<T, T> { static constexpr bool value = true; };
template <class T> constexpr bool is_int_v = is_same<T, int>::value || is_same<T, long>::value;
template <class... > using void_t = void;
template <class T> T&& declval();

// return type
template <class T> __host__ __device__ typename enable_if<(sizeof(T) > 4), int>::type width(T) { return 8; }
template <class T> __host__ __device__ typename enable_if<(sizeof(T) <= 4), int>::type width(T) { return 4; }
// alias in return type
template <class T> __host__ __device__ enable_if_t<is_int_v<T>, long long> kind(T x) { return x * 10; }
template <class T> __host__ __device__ enable_if_t<!is_int_v<T>, long long> kind(T x) { return (long long)(x * 2); }
// default template argument
template <class T, class = enable_if_t<__is_class(T)>> __host__ __device__ int cls(const T&) { return 1; }
template <class T, class = enable_if_t<!__is_class(T)>, class = void> __host__ __device__ int cls(const T&) { return 2; }
// non-type parameter of a dependent type
template <class T, enable_if_t<(sizeof(T) == 1), int> = 0> __host__ __device__ int bytes(T) { return 1; }
template <class T, enable_if_t<(sizeof(T) != 1), int> = 0> __host__ __device__ int bytes(T) { return 0; }
// expression SFINAE through decltype
struct HasSize { __host__ __device__ int size() const { return 42; } };
struct NoSize { int n; };
template <class T> __host__ __device__ auto size_of(const T& t, int) -> decltype(declval<const T&>().size()) { return t.size(); }
template <class T> __host__ __device__ int size_of(const T&, long) { return -1; }
template <class T, class U> __host__ __device__ auto add(T a, U b) -> decltype(declval<T>() + declval<U>()) { return a + b; }
__host__ __device__ long long run() {
  HasSize h; NoSize n = {3};
  long long r = width(1) * 10 + width(2.0);
  r = r * 1000 + kind(7) + kind(1.5f);
  r = r * 100 + cls(h) * 10 + cls(3);
  r = r * 100 + bytes('a') * 10 + bytes(5);
  r = r * 1000 + size_of(h, 0) + size_of(n, 0) + 100;
  r = r * 100 + sizeof(add(1, 2.0)) + sizeof(add('a', (short)1));
  return r;
}
