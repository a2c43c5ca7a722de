// `decltype(auto)` results: the type is `decltype` of the first returned expression,
// so `return *this;`, `return (x);` and a returned element are references (writes go
// through them), a returned name gives its declared type (a copy), a call keeps its
// result's reference, an xvalue gives `T&&`; in class templates (as CuTe's accessors
// are written), function templates and after `->`.
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };

template <class T> struct Box {
    T v[3];
    __host__ __device__ constexpr decltype(auto) self() { return *this; }
    __host__ __device__ constexpr decltype(auto) self() const { return *this; }
    __host__ __device__ decltype(auto) at(int i) { return v[i]; }
    __host__ __device__ decltype(auto) first() const { return v[0]; }
    __host__ __device__ decltype(auto) sum() const {
        T s = 0;
        for (int i = 0; i < 3; ++i) s += v[i];
        return s;
    }
};

__host__ __device__ decltype(auto) pick(int& r) { return (r); }
__host__ __device__ decltype(auto) copy_of(int& r) {
    int c = r;
    return c;
}
__host__ __device__ decltype(auto) same_ref(int& r) { return r; }
__host__ __device__ decltype(auto) moved(int& r) { return static_cast<int&&>(r); }
__host__ __device__ decltype(auto) nothing(int& r) { r += 1000; }
__host__ __device__ auto last(Box<long long>& b) -> decltype(auto) { return b.at(2); }

template <class B> __host__ __device__ decltype(auto) middle(B& b) { return b.at(1); }

__host__ __device__ long long run() {
    Box<long long> b{{1, 2, 3}};
    static_assert(same<decltype(b.self()), Box<long long>&>::value, "");
    static_assert(same<decltype(b.at(0)), long long&>::value, "");
    static_assert(same<decltype(b.first()), const long long&>::value, "");
    static_assert(same<decltype(b.sum()), long long>::value, "");
    b.self().v[0] = 10;
    b.at(1) += 20;
    middle(b) += 5;
    last(b) = 7;
    int x = 4;
    static_assert(same<decltype(pick(x)), int&>::value, "");
    static_assert(same<decltype(copy_of(x)), int>::value, "");
    static_assert(same<decltype(moved(x)), int&&>::value, "");
    static_assert(same<decltype(same_ref(x)), int&>::value, "");
    pick(x) = 9;
    int y = copy_of(x);
    y += 1;
    same_ref(x) += 100;
    nothing(x);
    const Box<long long>& cb = b;
    return b.sum() * 100000 + cb.self().first() * 1000 + x + y + b.v[1];
}
