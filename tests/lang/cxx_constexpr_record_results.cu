// constexpr functions returning records: a brace list, a local set member by member, a
// constexpr constructor; fields of the result as array bounds, template arguments and
// static_assert operands; records as constexpr parameters, locals and temporaries
struct Tile { int threads; int items; };
struct Plan { Tile single; Tile multi; int vec; };

constexpr Tile make_tile(int t, int i) { return {t, i}; }

constexpr Plan plan_for(int arch) {
    Plan p{};
    p.single = make_tile(arch / 10, 4);
    p.multi.threads = 256;
    p.multi.items = arch / 100;
    p.multi.items += 1;
    p.vec = 2;
    return p;
}

struct Range {
    int lo, hi;
    constexpr Range(int a, int b) : lo(a < b ? a : b), hi(a < b ? b : a) {}
    constexpr int width() const { return hi - lo; }
};

constexpr Range span_of(int a, int b) { return Range(a, b); }
constexpr int work(Tile t) { return t.threads * t.items; }
constexpr int widest(const Range& a, const Range& b) { return a.width() > b.width() ? a.width() : b.width(); }

constexpr int sum_items(int n) {
    Tile ts[3] = {make_tile(1, n), make_tile(2, n + 1)};
    int s = 0;
    for (int k = 0; k < 3; ++k) s += ts[k].items;
    return s;
}

template <int N> struct Holder { static constexpr int value = N; };

static_assert(plan_for(700).multi.items == 8, "member assignments");
static_assert(make_tile(3, 5).items == 5, "brace list");
static_assert(span_of(9, 2).lo == 2 && span_of(9, 2).width() == 7, "constructor");
static_assert(work(plan_for(800).single) == 320, "record parameter");
static_assert(sum_items(5) == 11, "array of records");

__host__ __device__ long long run() {
    static_assert(widest(span_of(0, 3), span_of(10, 1)) == 9, "references to temporaries");
    int buf[plan_for(600).single.threads];
    for (int i = 0; i < plan_for(600).single.threads; ++i) buf[i] = i;
    long long s = sizeof(buf) / sizeof(buf[0]);
    s = s * 1000 + Holder<work(make_tile(7, 6))>::value;
    s = s * 100 + Holder<span_of(40, 4).width()>::value;
    s = s * 10 + buf[plan_for(500).vec];
    constexpr int w = widest(span_of(0, 3), Range(10, 1));
    s = s * 10 + w;
    return s;
}
