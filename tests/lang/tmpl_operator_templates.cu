// Non-member operator function templates, as CCCL declares them for complex,
// pair, tuple and byte: found by ordinary lookup and in the operands' namespaces
// (ADL), deduced from the operands, competing with ordinary operator functions
// (which win a tie) and with each other (the more specialized wins); binary,
// compound-assignment, prefix, postfix, comparison and logical operators.
namespace geo {
template <class T> struct Vec2 { T x, y; };

template <class T>
__host__ __device__ Vec2<T> operator+(const Vec2<T>& a, const Vec2<T>& b) { return {a.x + b.x, a.y + b.y}; }
template <class T>
__host__ __device__ Vec2<T> operator*(const Vec2<T>& a, T s) { return {a.x * s, a.y * s}; }
template <class T>
__host__ __device__ Vec2<T> operator*(T s, const Vec2<T>& a) { return {a.x * s + 1, a.y * s + 1}; }
template <class T>
__host__ __device__ Vec2<T>& operator+=(Vec2<T>& a, const Vec2<T>& b) {
    a.x += b.x;
    a.y += b.y;
    return a;
}
template <class T>
__host__ __device__ bool operator==(const Vec2<T>& a, const Vec2<T>& b) { return a.x == b.x && a.y == b.y; }
template <class T>
__host__ __device__ bool operator!=(const Vec2<T>& a, const Vec2<T>& b) { return !(a == b); }
template <class T>
__host__ __device__ Vec2<T> operator-(const Vec2<T>& a) { return {-a.x, -a.y}; }
// An ordinary function beats the template instance with the same conversions.
__host__ __device__ Vec2<int> operator+(const Vec2<int>& a, const Vec2<int>& b) { return {a.x + b.x + 100, a.y + b.y}; }
}  // namespace geo

template <class A, class B> struct Pair { A first; B second; };
// The more specialized template wins for Pair<T, T>.
template <class A, class B>
__host__ __device__ int operator<(const Pair<A, B>& l, const Pair<A, B>& r) { return l.first < r.first ? 1 : 2; }
template <class T>
__host__ __device__ int operator<(const Pair<T, T>& l, const Pair<T, T>& r) { return l.second < r.second ? 3 : 4; }

enum class Byte : unsigned char {};
template <class I>
__host__ __device__ constexpr Byte operator<<(Byte b, I shift) { return Byte((unsigned char)((unsigned)b << shift)); }
template <class I>
__host__ __device__ constexpr Byte& operator<<=(Byte& b, I shift) { return b = b << shift; }
template <class I>
__host__ __device__ constexpr Byte& operator>>=(Byte& b, I shift) { return b = Byte((unsigned)b >> shift); }
__host__ __device__ constexpr Byte operator|(Byte a, Byte b) { return Byte((unsigned)a | (unsigned)b); }

template <class T> struct Counter { T n; };
template <class T>
__host__ __device__ Counter<T>& operator++(Counter<T>& c) {
    c.n += 2;
    return c;
}
template <class T>
__host__ __device__ Counter<T> operator++(Counter<T>& c, int) {
    Counter<T> old = c;
    c.n += 3;
    return old;
}
template <class T>
__host__ __device__ bool operator&&(const Counter<T>& a, const Counter<T>& b) { return a.n > 4 && b.n > 4; }

// Folds a result into the checksum, kept below 2^31 so it cannot overflow.
__host__ __device__ long long mix(long long s, long long scale, long long x) { return (s * scale + x) % 2147483647; }

__host__ __device__ long long run() {
    geo::Vec2<float> a{1.5f, 2.0f}, b{0.5f, 3.0f};
    geo::Vec2<float> c = a + b;
    long long s = (long long)(c.x * 10 + c.y);
    geo::Vec2<float> d = a * 2.0f;
    geo::Vec2<float> e = 2.0f * a;
    s = mix(s, 100, (long long)(d.x + d.y) * 10 + (long long)(e.x + e.y));
    c += a;
    s = mix(s, 100, (long long)(c.x * 2));
    s = mix(s, 10, (a == a) * 2 + (a != b));
    geo::Vec2<float> n = -a;
    s = mix(s, 100, (long long)(-n.y * 5));
    geo::Vec2<int> i{1, 2}, j{3, 4};
    geo::Vec2<int> k = i + j;
    s = mix(s, 1000, k.x + k.y);
    Pair<int, long> p{1, 5}, q{2, 0};
    Pair<int, int> r{1, 5}, t{2, 0};
    s = mix(s, 100, (p < q) * 10 + (r < t));
    Byte by = Byte{0x13};
    by <<= 2;
    by = by | Byte{1};
    by >>= 1u;
    s = mix(s, 1000, (unsigned)by);
    Counter<short> ct{1};
    ++ct;
    Counter<short> old = ct++;
    s = mix(s, 100, ct.n * 10 + old.n);
    s = mix(s, 10, (ct && old) + 2 * (ct && ct));
    return s;
}
