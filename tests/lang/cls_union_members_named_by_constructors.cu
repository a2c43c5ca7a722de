// A union's constructor that names one member initializes only that one: the other
// members' own default member initializers do not run (libcu++'s optional keeps
// `union { char null_state; T val; }` this way, and CUB's scan tuning returns an empty
// optional of a struct with default member initializers at compile time). Also a
// `const`/`constexpr` object default-initialized by a user-provided constructor, and a
// large aggregate value-initialized as a temporary (cleared as a whole).
struct Tuning { int warps = 4; int items = 7; int delay; };

template <class T> struct Maybe {
    union Storage {
        char none;
        T value;
        __host__ __device__ constexpr Storage() : none() {}
        __host__ __device__ constexpr Storage(T v) : value(v) {}
    };
    Storage storage;
    bool engaged;
    __host__ __device__ constexpr Maybe() : storage(), engaged(false) {}
    __host__ __device__ constexpr Maybe(T v) : storage(v), engaged(true) {}
};

struct Tagged {
    union { char code; Tuning tuning; };
    int kind;
    __host__ __device__ constexpr Tagged() : code('x'), kind(1) {}
};

__host__ __device__ constexpr Maybe<Tuning> pick(int cc) {
    if (cc >= 90) return Tuning{2, 9, 1};
    return {};
}

struct Counter { int start; __host__ __device__ constexpr Counter() : start(3) {} };

struct Big { int cells[300]; int tail; };
__host__ __device__ int sum_cleared(int k) {
    Big b = Big{};
    b.cells[k] += k;
    int s = b.tail;
    for (int i = 0; i < 300; ++i) s += b.cells[i];
    return s;
}

__host__ __device__ long long run() {
    constexpr bool old_arch = pick(80).engaged;
    constexpr int new_items = pick(90).storage.value.items;
    static_assert(!old_arch && new_items == 9, "evaluated at compile time");
    long long s = old_arch;                                   // 0
    s = s * 10 + new_items;                                   // 9
    Tagged t;
    s = s * 1000 + t.code;                                    // 120
    s = s * 10 + t.kind;                                      // 1
    const Counter c;
    constexpr Counter d;
    s = s * 10 + c.start + d.start;                           // 6
    s = s * 100 + sum_cleared(17);                            // 17
    return s;
}
