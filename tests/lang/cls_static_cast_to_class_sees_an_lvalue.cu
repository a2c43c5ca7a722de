// `static_cast<T>(x)` of class type is the direct-initialization `T t(x)`
// ([expr.static.cast]/4): a constructor template taking `O&&` deduces `O = S&` for an
// lvalue `x` and `O = S` for an rvalue, so a proxy converts from an lvalue through its
// lvalue accessor (`get() &`) and from an rvalue through `get() &&`.
template <bool B, class T = void> struct EnableIf {};
template <class T> struct EnableIf<true, T> { using type = T; };
template <class T> struct Strip { using type = T; };
template <class T> struct Strip<T&> { using type = T; };

struct Box {
    int v;
    __host__ __device__ int& get() & { return v; }
    __host__ __device__ int get() && { return v + 1000; }
};

struct View {
    int seen;
    bool from_lvalue;
    template <class O, typename EnableIf<sizeof(typename Strip<O>::type) == sizeof(Box), int>::type = 0>
    __host__ __device__ View(O&& o) : seen(static_cast<O&&>(o).get()), from_lvalue(!__is_same(O, Box)) {}
};

__host__ __device__ long long run() {
    Box b{7};
    View l = static_cast<View>(b);         // 7, from an lvalue
    View r = static_cast<View>(Box{8});    // 1008, from an rvalue
    return l.seen * 100000LL + l.from_lvalue * 10000 + r.seen * 10 + r.from_lvalue;
}
