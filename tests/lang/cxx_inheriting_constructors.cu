// Inheriting constructors (`using Base::Base;`), also through a member alias
// of the base as CCCL's _CCCL_DELEGATE_CONSTRUCTORS writes it, along a chain
// of class templates without data of their own: ordinary constructors and
// constructor templates (a pack) of the base, and the class's own default
// constructor next to them.
struct in_place_t { explicit in_place_t() = default; };
template <class T> struct Store {
    T v;
    bool engaged;
    __host__ __device__ constexpr Store() : v(), engaged(false) {}
    template <class... A>
    __host__ __device__ constexpr explicit Store(in_place_t, A... a) : v((a + ...)), engaged(true) {}
    __host__ __device__ Store(int x, int y) : v(x * y), engaged(true) {}
};
template <class T> struct Mid : Store<T> {
    using base_type = Store<T>;
    using base_type::base_type;
    __host__ __device__ constexpr Mid() = default;
    __host__ __device__ T get() const { return this->engaged ? this->v : T(-1); }
};
template <class T> struct Top : Mid<T> {
    using Mid<T>::Mid;
    __host__ __device__ Top() = default;
};
struct Plain { int k; __host__ __device__ Plain(int a, int b) : k(a - b) {} };
struct Derived : Plain { using Plain::Plain; };

__host__ __device__ long long run() {
    Top<int> a(in_place_t{}, 5, 6);
    Top<int> b(3, 4);
    Top<int> c;
    Mid<long long> d(in_place_t{}, 9LL);
    Derived e(10, 3);
    long long s = a.get() * 1000 + b.get() * 10 + (c.get() + 1);
    s = s * 100 + d.get();
    s = s * 100 + e.k;
    return s;
}
