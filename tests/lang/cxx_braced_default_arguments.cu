// Default arguments written as braced lists (`int n = {3}`, `double d = {}`,
// `Tag t = {}` of an empty tag class), in ordinary functions and in function
// templates, where libcu++'s atomics pass their scope tag as `_Sco = {}`;
// overloads chosen by SFINAE still see all their parameters. (A default argument
// that makes a temporary of a class with data is not supported yet.)
struct Tag {
    __host__ __device__ int id() const { return 7; }
};
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class T> struct is_int { static constexpr bool value = false; };
template <> struct is_int<int> { static constexpr bool value = true; };

__host__ __device__ int f(int x, int n = {3}, double d = {}, Tag t = {}) { return x * 1000 + n * 100 + (int)d * 10 + t.id(); }

template <class S, class Sc, typename enable_if<is_int<S>::value, int>::type = 0>
__host__ __device__ int load(const S* a, int order, Sc = {}) { return *a + order; }
template <class S, class Sc, typename enable_if<!is_int<S>::value, int>::type = 0>
__host__ __device__ int load(const S* a, int order, Sc sc = {}) { return (int)*a * 2 + order + sc.id(); }

__host__ __device__ long long run() {
    long long s = f(1);
    s = s * 10000 + f(2, 4);
    s = s * 10000 + f(3, 5, 2.5);
    int i = 5;
    short h = 4;
    s = s * 1000 + load(&i, 1, Tag{}) * 10 + load(&h, 2, Tag{});
    return s;
}
