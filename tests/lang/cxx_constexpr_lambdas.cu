// Lambdas called in constant expressions (C++17: a closure's call operator is constexpr
// when it can be): captures by copy, by reference (the closure holds a pointer to the
// captured variable) and of `this` (a member function's helper lambda calling another
// member, as CUB's tuning policies do), and references bound to members of a constexpr
// object (`max(s.a, s.b)`).
template <class T>
__host__ __device__ constexpr const T& larger(const T& a, const T& b) { return a < b ? b : a; }

struct Tile {
    int threads;
    int items;
};

struct Tuning {
    int key_size;
    int value_size;
    __host__ __device__ constexpr int widest() const { return larger(key_size, value_size); }
    __host__ __device__ constexpr Tile choose(int arch) const {
        const auto scaled = [&](int nominal) { return nominal * 4 / widest(); };
        if (arch >= 80) {
            const int items = scaled(arch >= 86 ? 9 : 11);
            return Tile{256, items};
        }
        return Tile{128, scaled(7)};
    }
};

__host__ __device__ constexpr int by_copy(int x) {
    auto times = [=](int n) { return n * x; };
    return times(3);
}

__host__ __device__ constexpr int by_reference(int x) {
    int total = 0;
    auto add = [&](int n) { total += n * x; };
    add(2);
    add(5);
    return total;
}

__host__ __device__ constexpr int mutable_counter() {
    auto next = [k = 10]() mutable { return ++k; };
    next();
    return next();
}

__host__ __device__ long long run() {
    constexpr Tuning t{4, 8};
    constexpr Tile big = t.choose(80);
    constexpr Tile small = t.choose(70);
    constexpr Tuning u{2, 1};
    constexpr int wide = larger(u.key_size, u.value_size);
    static_assert(by_copy(4) == 12, "copy");
    static_assert(by_reference(3) == 21, "reference");
    static_assert(mutable_counter() == 12, "mutable");
    int buf[t.widest()];
    buf[0] = big.items;
    return big.threads * 1000000LL + big.items * 10000 + small.threads * 10 + small.items + wide * 100000000LL +
           (sizeof(buf) / sizeof(int)) * 1000000000LL + buf[0] * 0;
}
