// Operators found by argument-dependent lookup: they are declared in the
// namespace of their operands' class or scoped enumeration, and used outside
// it without a using-directive.
namespace geo {
struct Vec2 {
    int x, y;
};
__host__ __device__ Vec2 operator+(Vec2 a, Vec2 b) { return Vec2{a.x + b.x, a.y + b.y}; }
__host__ __device__ Vec2 operator*(int s, Vec2 v) { return Vec2{s * v.x, s * v.y}; }
__host__ __device__ bool operator==(const Vec2& a, const Vec2& b) { return a.x == b.x && a.y == b.y; }
namespace inner {
struct Tag {
    int v;
};
__host__ __device__ int operator-(Tag a, Tag b) { return a.v * 100 - b.v; }
}  // namespace inner
enum class Bits : unsigned { A = 1, B = 2, C = 4 };
__host__ __device__ Bits operator|(Bits a, Bits b) { return Bits((unsigned)a | (unsigned)b); }
__host__ __device__ bool operator&(Bits a, Bits b) { return ((unsigned)a & (unsigned)b) != 0; }
__host__ __device__ Bits& operator++(Bits& b) { return b = Bits((unsigned)b << 1); }
}  // namespace geo

__host__ __device__ long long run() {
    geo::Vec2 a{1, 2}, b{30, 40};
    geo::Vec2 c = a + b;
    geo::Vec2 d = 3 * c;
    geo::inner::Tag t{7}, u{5};
    long long r = d.x * 1000 + d.y + (t - u) * 100000;
    r += (c == geo::Vec2{31, 42}) ? 1000000000 : 0;
    geo::Bits m = geo::Bits::A | geo::Bits::C;
    geo::Bits one = geo::Bits::A;
    ++one;
    r += (long long)(unsigned)m * 10000000000LL + (m & geo::Bits::B) * 3 + (m & geo::Bits::C) * 5 + (long long)one * 7;
    return r;
}
