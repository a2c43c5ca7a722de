// A proxy reference holding a reference member (so its implicit copy assignment
// is deleted) with a non-const copy assignment and a `const` member template
// `operator=`: a `const` proxy assigned another proxy of its own type has no
// viable copy assignment, so the template is chosen ([over.match.viable]: the
// object argument of a non-const member cannot bind a const object). And
// `const_cast<const P&&>(prvalue)` materializes the class prvalue as an xvalue
// ([expr.const.cast]/3), in a decltype used for SFINAE as well as in code:
// libcu++'s `indirectly_writable` asks both of a proxy iterator's `*it`.

template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <class T> T&& declval();

template <class T>
struct Proxy {
    T data;
    __host__ __device__ Proxy(T d) : data(d) {}
    Proxy(const Proxy&) = default;
    __host__ __device__ Proxy& operator=(const Proxy& o) { data = o.data; return *this; }
    template <class O, class = typename enable_if<sizeof(O) != 0>::type>
    __host__ __device__ const Proxy& operator=(O&& o) const { data = o.data + 100; return *this; }
};

struct Iter {
    int* p;
    __host__ __device__ Proxy<int&> operator*() const { return Proxy<int&>(*p); }
};

template <class It, class V, class = decltype(const_cast<const Proxy<int&>&&>(*declval<It&>()) = declval<V>())>
__host__ __device__ constexpr bool writable(int) { return true; }
template <class It, class V>
__host__ __device__ constexpr bool writable(long) { return false; }

static_assert(writable<Iter, Proxy<int&>>(0), "a const proxy takes a proxy of its type");
static_assert(writable<Iter, Proxy<int>>(0), "and one of another type");
static_assert(!writable<int*, int>(0), "an int is no proxy");

__host__ __device__ long long run() {
    int v[3] = {1, 2, 3};
    Iter a{v}, b{v + 1};
    const_cast<const Proxy<int&>&&>(*a) = *b;    // v[0] = 2 + 100 through the template
    const Proxy<int&> c(v[2]);
    c = Proxy<int&>(v[1]);                       // v[2] = 2 + 100
    Proxy<int&> d(v[1]);
    d = Proxy<int&>(v[0]);                       // copy assignment: v[1] = 102
    return (v[0] * 1000LL + v[1]) * 1000 + v[2];
}
