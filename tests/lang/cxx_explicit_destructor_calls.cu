// Explicit destructor calls `obj.~T()` / `p->~T()` and pseudo-destructor calls on
// scalars through a type name, also as the expression SFINAE CCCL's
// is_destructible fallback tests (`declval<T&>().~T()` is well formed for
// objects of any complete type, not for void).
template <class T> T&& declv();
template <class> struct apply { using type = int; };
struct yes { static constexpr bool value = true; };
struct no { static constexpr bool value = false; };
template <class T> struct destructible {
    template <class U> static yes test(typename apply<decltype(declv<U&>().~U())>::type);
    template <class U> static no test(...);
    static constexpr bool value = decltype(test<T>(12))::value;
};

struct Plain { int a; };
struct Logged {
    int* log;
    int id;
    __host__ __device__ ~Logged() { *log = *log * 10 + id; }
};
using Int = int;

__host__ __device__ long long run() {
    long long s = destructible<int>::value * 1000 + destructible<Plain>::value * 100 + destructible<double*>::value * 10
                + destructible<void>::value;
    Int x = 7;
    s = s * 10 + x;
    x.~Int();
    Plain p{3};
    Plain* pp = &p;
    s = s * 10 + pp->a;
    pp->~Plain();
    int log = 0;
    Logged a{&log, 4};
    Logged* b = &a;
    b->~Logged();  // runs the destructor now (and once more at the end of its scope)
    s = s * 100 + log;
    return s;
}
