// A `constexpr` member of a CRTP base (`struct Ints : ViewBase<Ints>`) is instantiated
// when used, so the traits its body asks about the derived class
// (`static_assert(is_view<D>)`) see that class complete. Tried while the derived
// class's base clause made the base, they answered for an incomplete class, and the
// variable template instances kept those answers: `is_view<Ints>` stayed false
// (libcu++'s `view_interface::__derived` and `ranges::view<empty_view<int>>`).
template <class...> using VoidT = void;
template <class T> T&& declval();

template <class D> struct ViewBase;
template <class T, class = void> constexpr bool has_begin = false;
template <class T> constexpr bool has_begin<T, VoidT<decltype(declval<const T&>().begin())>> = true;
template <class T> constexpr bool is_view = __is_base_of(ViewBase<T>, T) && has_begin<T>;

template <class D> struct ViewBase {
    __host__ __device__ constexpr const D& derived() const {
        static_assert(is_view<D>, "a view derives from ViewBase and has begin()");
        return static_cast<const D&>(*this);
    }
    __host__ __device__ constexpr int size() const { return derived().end() - derived().begin(); }
    __host__ __device__ constexpr int front() const { return *derived().begin(); }
};

struct Ints : ViewBase<Ints> {
    int a[3];
    __host__ __device__ constexpr Ints(int x, int y, int z) : a{x, y, z} {}
    __host__ __device__ constexpr const int* begin() const { return a; }
    __host__ __device__ constexpr const int* end() const { return a + 3; }
};

template <class T> struct Single : ViewBase<Single<T>> {
    T v;
    __host__ __device__ constexpr explicit Single(T x) : v(x) {}
    __host__ __device__ constexpr const T* begin() const { return &v; }
    __host__ __device__ constexpr const T* end() const { return &v + 1; }
};

static_assert(is_view<Ints>, "Ints is a view");
static_assert(is_view<Single<long>>, "Single<long> is a view");
static_assert(Ints(4, 5, 6).size() == 3, "size in a constant expression");
static_assert(Single<int>(9).size() == 1, "size of a template instance in a constant expression");

__host__ __device__ long long run() {
    Ints xs(7, 8, 9);
    Single<long> one(40);
    long long views = (is_view<Ints> ? 1 : 0) + (is_view<Single<long>> ? 2 : 0);
    return views * 10000 + xs.size() * 1000 + xs.front() * 10 + one.front() + one.size();
}
