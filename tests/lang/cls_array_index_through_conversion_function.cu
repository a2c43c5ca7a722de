// A class-type array index converts to an integer by its conversion function
// ([over.built]: the built-in subscript's candidates take an integral index), as
// `keys[ic]` does with an `integral_constant` in a compile-time loop's generic lambda.
template <class T, T v>
struct constant {
    static constexpr T value = v;
    constexpr operator T() const noexcept { return v; }
};

struct counter {
    int n;
    __host__ __device__ operator int() const { return n * 2; }
};

__host__ __device__ long long run() {
    int keys[6] = {10, 20, 30, 40, 50, 60};
    long long r = keys[constant<int, 2>{}];
    auto at = [&](auto i) { return keys[i]; };
    r = r * 100 + at(constant<int, 5>{});
    counter c{2};
    r = r * 100 + keys[c];
    const int* p = keys;
    r = r * 100 + p[constant<unsigned, 1>{}];
    return r;
}
