// Classes nested in class template instances (CUB's BlockRadixRank<...>::PrefixCallBack,
// Uninitialized<BlockExchange<...>::_TempStorage>): each instance has its own, named
// with the enclosing instance's arguments (`_ZN4RankILi1EE8CallbackclEi`), so two
// instances' members are two functions; a member function with a deduced result used
// in the class body before the class is complete (`using Temp =
// decltype(helper());`, CUB's BlockLoad); and a member of a template instance named
// through an alias parameter in a signature (`typename F1::difference_type` with `F1`
// standing for `facade<D1, V1>`, Thrust's distance_from_result).
template <int N>
struct Rank {
    struct Callback {
        int v;
        __host__ __device__ __noinline__ int operator()(int x) { return x + v + N; }
    };
    template <class U>
    struct Inner {
        __host__ __device__ __noinline__ static int get() { return sizeof(U) * 10 + N; }
    };
    __host__ __device__ __noinline__ int go(int x) {
        Callback c{1};
        return c(x) + Inner<char>::get();
    }
};

struct Null {};
template <int A> struct Exchange { struct TempStorage { int x[A]; }; };
template <int Algo, int N>
class Load {
    using exchange = Exchange<N>;
    static constexpr auto helper() {
        if constexpr (Algo == 0) {
            return Null{};
        } else {
            return typename exchange::TempStorage{};
        }
    }
    using Temp = decltype(helper());
public:
    static constexpr int size = sizeof(Temp);
};

template <bool B, class T, class F> struct cond { using type = T; };
template <class T, class F> struct cond<false, T, F> { using type = F; };
template <bool B, class T, class F> using If = typename cond<B, T, F>::type;
template <class A, class B> inline constexpr bool same_v = false;
template <class A> inline constexpr bool same_v<A, A> = true;
namespace detail {
template <typename F1, typename F2>
using distance = If<same_v<F2, F1>, typename F1::difference_type, typename F2::difference_type>;
}
template <class D, class V>
struct facade {
    using difference_type = V;
    V v;
};
template <class D1, class V1, class D2, class V2>
__host__ __device__ detail::distance<facade<D1, V1>, facade<D2, V2>> operator-(facade<D1, V1> const& a,
                                                                               facade<D2, V2> const& b) {
    return a.v - b.v;
}
struct It : facade<It, long> {};

__host__ __device__ long long run() {
    Rank<1> a;
    Rank<2> b;
    It x, y;
    x.v = 70;
    y.v = 20;
    long long r = a.go(1) * 1000 + b.go(2);
    return r * 10000 + Load<0, 4>::size * 1000 + Load<1, 4>::size * 10 + (x - y) / 10;
}
