// A constexpr member function returning a reference into `*this` (`operator[]` of an
// array class returning `e[i]`, or `begin()[i]` through pointers into its member
// array) called on a constexpr object gives a constant: the element it designates is
// read from the object's value. So does a static constexpr member of a class template
// computed by a constexpr call, with sorted pairs read through `operator[]` into a pack
// of template arguments (CuTe's `SortByKey`).
template <class T, unsigned long N> struct Arr {
    T e[N];
    __host__ __device__ constexpr T& operator[](unsigned long i) { return e[i]; }
    __host__ __device__ constexpr T const& operator[](unsigned long i) const { return e[i]; }
    __host__ __device__ constexpr T const& back() const { return (*this)[N - 1]; }
};
// Elements reached through pointers, as CuTe's `array` reaches them.
template <class T, unsigned long N> struct PArr {
    T elems[N];
    __host__ __device__ constexpr T* data() { return elems; }
    __host__ __device__ constexpr T const* data() const { return elems; }
    __host__ __device__ constexpr T* begin() { return data(); }
    __host__ __device__ constexpr T const* begin() const { return data(); }
    __host__ __device__ constexpr T& operator[](unsigned long i) { return begin()[i]; }
    __host__ __device__ constexpr T const& operator[](unsigned long i) const { return begin()[i]; }
    __host__ __device__ constexpr T const& last() const { return *(begin() + (N - 1)); }
};
struct KV {
    int key, val;
    __host__ __device__ constexpr bool operator<(KV const& o) const { return key < o.key; }
};
template <class T, unsigned long N> __host__ __device__ constexpr Arr<T, N> sorted(Arr<T, N> a) {
    for (unsigned long i = 0; i < N; ++i)
        for (unsigned long j = i + 1; j < N; ++j)
            if (a[j] < a[i]) {
                T t = a[j];
                a[j] = a[i];
                a[i] = t;
            }
    return a;
}
template <int... I> struct Seq {};
template <int... I> __host__ __device__ constexpr long long digits(Seq<I...>) {
    long long r = 0;
    ((r = r * 10 + I), ...);
    return r;
}
template <class T, unsigned long N> __host__ __device__ constexpr PArr<T, N> reversed(PArr<T, N> a) {
    for (unsigned long i = 0; i < N / 2; ++i) {
        T t = a[i];
        a[i] = a[N - 1 - i];
        a.data()[N - 1 - i] = t;
    }
    return a;
}
template <class K, class V, class I> struct ByKey;
template <int... Ks, int... Vs, int... Is> struct ByKey<Seq<Ks...>, Seq<Vs...>, Seq<Is...>> {
    static constexpr Arr<KV, sizeof...(Is)> original = {{KV{Ks, Vs}...}};
    static constexpr Arr<KV, sizeof...(Is)> by_key = sorted(original);
    using keys = Seq<by_key[Is].key...>;
    using vals = Seq<by_key[Is].val...>;
};
constexpr Arr<int, 3> table{{5, 2, 4}};
static_assert(table[0] == 5, "operator[] on a constexpr object");
static_assert(table.back() == 4, "a member calling operator[] on *this");
constexpr PArr<int, 4> ptable{{6, 1, 8, 3}};
static_assert(ptable[2] == 8, "begin()[i]");
static_assert(ptable.last() == 3, "*(begin() + k)");
constexpr PArr<int, 4> flipped = reversed(ptable);
static_assert(flipped[0] == 3 && flipped[3] == 6, "writes through pointers into a local");

__host__ __device__ long long run() {
    using B = ByKey<Seq<3, 1, 2>, Seq<7, 8, 9>, Seq<0, 1, 2>>;
    int sized[table[1]] = {};
    long long r = digits(typename B::keys{}) * 1000 + digits(typename B::vals{});
    r = r * 10 + (long long)(sizeof(sized) / sizeof(sized[0]));
    r = r * 10 + table[2];
    r = r * 10 + flipped[1] + ptable[3];
    return r;
}
