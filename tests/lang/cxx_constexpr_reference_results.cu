// Constant evaluation through references: a constexpr function taking and returning
// `const T&` (as cuda::std::max does) called in static data members' initializers
// of a class template (CUB's BlockRadixRank sizes its counters so) and of a
// namespace-scope constant, with prvalue arguments (temporaries materialized for the
// evaluation) and with constants; the references a constexpr function binds to its
// own locals and parameters.
namespace lib {
template <class T> constexpr const T& max(const T& a, const T& b) { return a < b ? b : a; }
template <class T, class C> constexpr const T& max(const T& a, const T& b, C c) { return c(a, b) ? b : a; }
template <class T> constexpr const T& min(const T& a, const T& b) { return b < a ? b : a; }
} // namespace lib

template <int N> struct Log2 { enum { VALUE = N <= 1 ? 0 : 1 + Log2<N / 2>::VALUE }; };
template <> struct Log2<1> { enum { VALUE = 0 }; };

template <int Bits, class Packed = unsigned>
class Rank {
    using Counter = unsigned short;
    static constexpr int PACKING = static_cast<int>(sizeof(Packed) / sizeof(Counter));
    static constexpr int LOG_PACKING = Log2<PACKING>::VALUE;
    static constexpr int LOG_LANES = ::lib::max(Bits - LOG_PACKING, 0);
    static constexpr int LANES = 1 << LOG_LANES;
    static constexpr int PADDED = lib::max(LANES + 1, LOG_PACKING);

public:
    __host__ __device__ int get(int d) {
        int s = 0;
        for (int i = 0; i < PADDED; i++)
            s += i;
        return s * 100 + (d >> LOG_LANES) + (d & (LANES - 1)) * 10;
    }
};

constexpr int limit = 40;
constexpr int clamped = lib::min(limit, 3 * 5) + lib::max(limit, 7);

constexpr int pick_larger(int a, int b) {
    const int& r = lib::max(a, b);
    int c = r + 1;
    const int& s = lib::min(c, a);
    return r * 100 + s;
}
constexpr int picked = pick_larger(4, 9);
int table[lib::max(2, limit / 10)];

__host__ __device__ long long run() {
    Rank<4> r;
    Rank<1, unsigned long long> q;
    long long v = r.get(13) * 1000 + q.get(3);
    return v * 100000 + clamped * 1000 + picked + sizeof(table) * 100000000000LL;
}
