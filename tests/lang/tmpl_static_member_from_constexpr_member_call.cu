// A static data member of a class template initialized in its class by a call of a
// `constexpr` member function written before it (`static constexpr size_t value =
// find();`, as CuTe's `find_true` writes it): the class is not complete yet, but an
// instance's member definitions come from a template whose bodies are all known, so
// the call is evaluated with the function's body ([temp.inst]/4). A body that names
// members declared after the call is defined at the class's end as before.
typedef unsigned long size_type;

template <bool... B>
struct first_true {
    __host__ __device__ static constexpr size_type find() {
        size_type i = 0;
        (void)((B ? true : (++i, false)) || ...);
        return i;
    }
    static constexpr size_type value = find();
};

template <bool... B>
static constexpr size_type first_true_v = first_true<B...>::value;

// A chain: `total` calls `twice`, which calls `base`, all written before it; and a
// non-integral member initialized the same way.
template <int N>
struct scaled {
    __host__ __device__ static constexpr int base() { return N + 1; }
    __host__ __device__ static constexpr int twice() { return base() * 2; }
    static constexpr int total = twice() + 3;
    static constexpr double half = twice() / 4.0;
    int pad[total];
};

// `later()` names `step`, declared after the call of `early()`: only `early` is needed
// at the call, and `later` is usable once the class is complete.
template <int N>
struct ordered {
    __host__ __device__ static constexpr int early() { return N * 3; }
    static constexpr int first = early();
    __host__ __device__ static constexpr int later() { return first + step; }
    static constexpr int step = 5;
};

static_assert(first_true_v<false, true, false> == 1, "the first true is at 1");
static_assert(first_true_v<false, false> == 2, "none is true");

__host__ __device__ long long run() {
    long long r = first_true_v<true> * 100 + first_true_v<false, false, true> * 10 + first_true_v<false, false>;
    r = r * 1000 + scaled<4>::total + sizeof(scaled<1>) / sizeof(int);
    r = r * 100 + (long long)(scaled<5>::half * 4);
    r = r * 1000 + ordered<7>::first * 10 + ordered<2>::later();
    return r;
}
