// Constructor templates with substitution conditions, as cuda::std::optional
// writes them: `enable_if_t<C, int> = 0` and `class = enable_if_t<C>` template
// parameters, an explicit and an implicit template with opposite conditions (a
// copy-initialization sees only the implicit one), a constructor template chosen
// over another by partial ordering (`U*` is more specialized than `U&&`), and
// instances overload resolution did not choose are never defined (their bodies
// would not compile for those arguments).
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };
template <class T> struct unref { typedef T type; };
template <class T> struct unref<T&> { typedef T type; };
template <class T> struct is_small { static constexpr bool value = sizeof(T) <= 2; };

template <class T>
struct Opt {
    T v;
    int how;
    __host__ __device__ Opt() : v(), how(0) {}
    // Implicit from anything but Opt itself and small types.
    template <class U = T,
              enable_if_t<!same<typename unref<U>::type, Opt>::value && !is_small<typename unref<U>::type>::value, int> = 0>
    __host__ __device__ Opt(U&& u) : v(u), how(1) {}
    // Explicit from small types.
    template <class U = T,
              enable_if_t<!same<typename unref<U>::type, Opt>::value && is_small<typename unref<U>::type>::value, int> = 0>
    __host__ __device__ explicit Opt(U&& u) : v(u * 2), how(2) {}
    // From a float pointer only; `*p * 10` would not compile for U = Opt.
    template <class U, class = enable_if_t<same<U, float>::value>>
    __host__ __device__ explicit Opt(U* p) : v(static_cast<T>(*p * 10)), how(3) {}
};

__host__ __device__ int take(Opt<int> o) { return o.v * 10 + o.how; }

__host__ __device__ long long run() {
    long long s = 0;
    Opt<int> a;
    s = s * 100 + a.v * 10 + a.how;
    int n = 4;
    Opt<int> b = n;            // copy-initialization: the implicit template
    s = s * 100 + b.v * 10 + b.how;
    short h = 3;
    Opt<int> c(h);             // direct-initialization: the explicit one for a short
    s = s * 100 + c.v * 10 + c.how;
    float f = 0.5f;
    Opt<int> d(&f);            // U* over U&&
    s = s * 100 + d.v * 10 + d.how;
    s = s * 100 + take(7);     // a converting argument
    Opt<int> e(b);             // the implicit copy constructor, no template
    s = s * 100 + e.v * 10 + e.how;
    return s;
}
