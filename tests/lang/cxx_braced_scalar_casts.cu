// Functional casts with braces and empty parentheses, as CCCL writes them:
// `uint8_t{}` and `T{x}` of a typedef or enumeration (value-initialization or
// a conversion), `(T())` as a parenthesised value rather than a cast to a
// function type, `constexpr T v = T();` at namespace scope (as
// `allocator_arg = allocator_arg_t()`), and attributes between `enum class`
// and the enumeration's name.
typedef unsigned char u8;
typedef long long i64;
enum class __attribute__((__visibility__("default"))) Kind : unsigned char { a = 1, b = 7 };
enum [[nodiscard]] Plain : int { p0, p1, p2 };

struct Tag {
    explicit Tag() = default;
};
struct Counter {
    int v = 5;
    constexpr Counter() = default;
};
inline constexpr Tag tag = Tag();
constexpr Counter counter = Counter();

__host__ __device__ u8 zero_byte() { return u8{}; }
__host__ __device__ u8 low_byte(int x) { return u8{static_cast<u8>(x)}; }

__host__ __device__ long long run() {
    int x = 300;
    i64 big = i64{x} * i64{1 << 20};
    Kind k = Kind{7};
    Plain p = Plain{2};
    int paren = (int());
    paren += (i64());
    paren += (u8{});
    (void)tag;
    return big + zero_byte() + low_byte(x) + static_cast<int>(k) * 1000 + p * 10 + paren + counter.v +
           (Counter().v << 4);
}
