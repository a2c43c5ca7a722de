// A static data member declared `static constexpr auto n = e;` has the type deduced from
// `e` ([dcl.spec.auto]): `long` for `long{N}`, `double` for `2.0`, `char` for `'a'`.
// Deduction from it (a template parameter `T` taken from two arguments of which one
// is such a member) and `sizeof` see that type; an integral one stays usable as a
// constant (an array bound, a template argument).

template <class T>
__host__ __device__ constexpr bool in_range(T v, T lo, T hi) { return v >= lo && v <= hi; }

template <class T>
__host__ __device__ constexpr int size_of(T) { return (int)sizeof(T); }

template <int N>
struct Block {
    static constexpr auto count = long{N};
    static constexpr auto scale = 2.0;
    static constexpr auto tag = 'a';
    static constexpr auto half = N / 2;
    int cells[half];
};

struct Plain {
    static constexpr auto wide = 4L;
    static const auto narrow = (short)3;
};

template <long L>
struct Holds {
    static constexpr long value = L;
};

__host__ __device__ long long run() {
    long i = 3;
    Block<8> b{};
    long long r = in_range(i, 0L, Block<8>::count);
    r = r * 10 + size_of(Block<8>::count);
    r = r * 10 + size_of(Block<8>::scale);
    r = r * 10 + size_of(Block<8>::tag);
    r = r * 10 + size_of(Block<8>::half);
    r = r * 10 + (long long)(sizeof(b.cells) / sizeof(int));
    r = r * 10 + size_of(Plain::wide);
    r = r * 10 + size_of(Plain::narrow);
    r = r * 10 + Holds<Plain::wide>::value;
    r = r * 10 + (long long)(Block<8>::scale * Block<8>::count);
    return r;
}
