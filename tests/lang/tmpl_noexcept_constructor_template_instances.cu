// A constructor template declared `noexcept` makes instances that cannot throw, and
// `noexcept(...)` asking about a construction through it must say so even when the
// instance has just been made for the question (its body, and its declaration read
// again with the arguments bound, come later): `noexcept(View<int>{storage})` of a view
// built from an array class, braced or parenthesized. A constructor without `noexcept`
// beside it still may throw.

template <class T, int N>
struct Storage {
    T data[N];
};

template <class T>
struct View {
    T* p;
    int n;
    template <class U, int M>
    __host__ __device__ constexpr View(Storage<U, M>& s) noexcept : p(s.data), n(M) {}
    __host__ __device__ constexpr View(T* q, int m) : p(q), n(m) {}
};

__host__ __device__ long long run() {
    Storage<int, 3> s{{4, 5, 6}};
    constexpr bool braced = noexcept(View<int>{s});
    constexpr bool parens = noexcept(View<int>(s));
    constexpr bool other = noexcept(View<int>{s.data, 3});
    View<int> v{s};
    return braced * 1000 + parens * 100 + other * 10 + v.n + v.p[2];
}
