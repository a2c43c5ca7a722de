// std: c++20
// `consteval` (C++20 immediate functions): every call is evaluated at compile
// time and replaced by its value, so the function itself is never emitted. Calls
// inside another consteval function are evaluated with that function's call;
// results are used where constants are required (array bounds, template
// arguments, static_assert) and in ordinary expressions.
consteval int square(int x) { return x * x; }
consteval int cube(int x) { return square(x) * x; }
consteval long long fib(int n) {
    long long a = 0, b = 1;
    for (int i = 0; i < n; ++i) {
        long long t = a + b;
        a = b;
        b = t;
    }
    return a;
}
consteval int digits(long long v) { return v < 10 ? 1 : 1 + digits(v / 10); }
consteval double half_of(double v) { return v / 2; }
consteval bool is_even(int v) { return v % 2 == 0; }

enum class Level { Low = 1, High = 8 };
consteval Level pick(bool high) { return high ? Level::High : Level::Low; }

struct Scale {
    static consteval int twice(int v) { return 2 * v; }
    int factor;
    consteval int times(int v) const { return factor * v; }
};

template <int N> struct Fixed { static constexpr int value = N; };
template <class T> consteval T larger(T a, T b) { return a > b ? a : b; }

constexpr int kBase = 7;

__host__ __device__ long long run() {
    int table[square(3)] = {};
    table[8] = cube(2);
    static_assert(cube(3) == 27, "cube");
    static_assert(is_even(square(4)), "even");
    long long r = table[8];                         // 8
    r = r * 100 + Fixed<square(5)>::value;          // 825
    r = r * 100 + fib(10);                          // 82555
    r = r * 10 + digits(fib(40));                   // 825559 (102334155 has 9 digits)
    r = r * 10 + static_cast<int>(pick(true));      // 8255598
    r = r * 100 + Scale::twice(kBase);              // 825559814
    constexpr Scale s{3};
    r = r * 100 + s.times(11);                      // 82555981433
    r = r * 10 + static_cast<long long>(half_of(9.0) * 2); // 825559814339
    r = r * 10 + larger(4, 6);                      // 8255598143396
    return r;
}
