// Deleted functions take part in overload resolution and choosing one is an error,
// which in a SFINAE context removes the candidate: libcu++'s "poison pill" `swap`
// (deleted, in a detail namespace) makes an unqualified `swap(a, b)` there
// ill-formed instead of finding the one outside, so its detection answers "no ADL
// swap"; a deleted overload for `double` keeps `twice(2.5)` from converting.
template <class T> struct yes { char two[2]; };
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };

template <class T> __host__ __device__ void swap(T& a, T& b) { T t = a; a = b; b = t; }
namespace detect {
template <class T> void swap(T&, T&) = delete;
template <class T> auto probe(T& a, T& b) -> decltype(swap(a, b), yes<T>());
template <class T> char probe(...);
template <class T> constexpr bool found = sizeof(probe<T>(*(T*)nullptr, *(T*)nullptr)) == sizeof(yes<T>);
}
__host__ __device__ int twice(int x) { return 2 * x; }
__host__ __device__ int twice(double) = delete;
__host__ __device__ long long run() {
    int a = 1, b = 2;
    swap(a, b);
    long long s = a * 10 + b;
    s = s * 10 + detect::found<int>;
    s = s * 100 + twice(21);
    return s;
}
