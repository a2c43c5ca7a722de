// libcu++'s default_initializable and construct_at: `::new T` inside decltype in a
// signature (an unevaluated temporary outside any function body), a braced
// initializer of a scalar or class with a pack expansion (`T{forward<Args>(args)...}`),
// and comparison operator templates in a namespace called for iterators of a class
// template (named as nvcc names them: `eq`, not the spelling).
template <class T> struct yes { char two[2]; };
template <class T> auto probe(int) -> decltype(void(), ::new T, yes<T>());
template <class T> char probe(long);
template <class T> constexpr bool default_new = sizeof(probe<T>(0)) == 2;
struct NoDefault { NoDefault(int) {} };
template <class T, class... Args> __host__ __device__ void construct_at(T* p, Args&&... args) { *p = T{static_cast<Args&&>(args)...}; }
struct Pair { int a; short b; };
namespace it {
template <class P> struct wrap { P p; };
template <class P> __host__ __device__ bool operator==(const wrap<P>& x, const wrap<P>& y) { return x.p == y.p; }
template <class P> __host__ __device__ bool operator!=(const wrap<P>& x, const wrap<P>& y) { return !(x == y); }
}
__host__ __device__ long long run() {
    long long s = default_new<int> * 10 + default_new<NoDefault>;
    int i = 0;
    construct_at(&i, 42);
    Pair q{0, 0};
    construct_at(&q, 7, (short)3);
    s = s * 100 + i;
    s = s * 100 + q.a * 10 + q.b;
    int arr[2] = {1, 2};
    it::wrap<int*> a{arr}, b{arr}, c{arr + 1};
    s = s * 100 + (a == b) * 10 + (a != c);
    return s;
}
