// Constructors as libcu++'s cuda::std::atomic writes them: a default constructor
// declared `= default` next to another constructor (the class still has a default
// constructor; `B()` value-initializes, so fields without initializers are zero)
// and a base named through an alias template in a mem-initializer (`atomic() :
// __atomic_impl<T>() {}`).
template <class T>
struct storage {
    __host__ __device__ constexpr storage(T v) : a(v) {}
    constexpr storage() = default;
    T a;
    T b = 5;
};
template <class T> using impl = storage<T>;

template <class T>
struct atomic_like : public impl<T> {
    __host__ __device__ constexpr atomic_like() noexcept : impl<T>() {}
    __host__ __device__ constexpr atomic_like(T d) noexcept : impl<T>(d + 1) {}
};

__host__ __device__ long long run() {
    atomic_like<int> a;
    atomic_like<int> b(10);
    storage<int> c{};
    storage<long> d = storage<long>();
    return a.a * 100 + b.a + c.a * 1000 + a.b * 10000 + d.a * 100000 + d.b * 1000000;
}
