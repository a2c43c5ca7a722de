// Constant evaluation of records holding pointers, of string literals and of pointer
// steps discarded by a `(void)` cast: a sentinel class keeping a pointer compares it
// with the address it was built from, a pair of cursors walks two arrays with
// `++a, (void) ++b`, a length is counted over a literal's characters, `ok && "why"`
// tests a literal's address, a conversion function is called on a record passed by
// reference, and a namespace-scope constant whose members are of class type is built
// by its constructor.
struct Sentinel {
    const int* end;
    constexpr explicit Sentinel(const int* e) : end(e) {}
    constexpr const int* base() const { return end; }
};

struct Cursor {
    const int* at = nullptr;
    int steps = 0;
};

constexpr bool same_prefix(const int* a, const int* a_end, const int* b) {
    for (; a != a_end; ++a, (void)++b) {
        if (*a != *b) {
            return false;
        }
    }
    return true;
}

template <class C> constexpr unsigned length(const C* s) {
    unsigned n = 0;
    while (s[n] != C(0)) {
        ++n;
    }
    return n;
}

struct Month {
    unsigned char m;
    constexpr explicit Month(unsigned v) : m(static_cast<unsigned char>(v)) {}
    constexpr explicit operator unsigned() const { return m; }
};
constexpr bool operator==(const Month& a, const Month& b) { return static_cast<unsigned>(a) == static_cast<unsigned>(b); }

struct Day {
    unsigned char d;
    constexpr explicit Day(unsigned v) : d(static_cast<unsigned char>(v == 7 ? 0 : v)) {}
    constexpr unsigned value() const { return d; }
};
struct DayIndexed {
    Day day;
    unsigned index;
    constexpr Day which() const { return day; }
};
struct Weekday {
    Day day;
    constexpr explicit Weekday(unsigned v) : day(v) {}
    constexpr DayIndexed operator[](unsigned k) const { return {day, k}; }
};
constexpr Weekday Sunday{7};
constexpr Month March{3};

constexpr int checks() {
    int xs[4] = {1, 2, 3, 4};
    int ys[4] = {1, 2, 3, 5};
    Sentinel s(xs + 4);
    int r = 0;
    r += s.base() == xs + 4 ? 1 : 0;
    r += s.base() != xs ? 2 : 0;
    Cursor c{};
    r += c.at == nullptr ? 4 : 0;
    c.at = ys + 1;
    c.steps = *c.at;
    r += c.steps == 2 ? 8 : 0;
    r += same_prefix(xs, xs + 3, ys) ? 16 : 0;
    r += same_prefix(xs, xs + 4, ys) ? 0 : 32;
    r += length("four") == 4 ? 64 : 0;
    r += length(u"") == 0 ? 128 : 0;
    r += (r > 0 && "never null") ? 256 : 0;
    r += Month(3) == March ? 512 : 0;
    r += Sunday[2].which().value() == 0 && Sunday[2].index == 2 ? 1024 : 0;
    return r;
}

static_assert(checks() == 2047, "every check holds in constant evaluation");
static_assert(Sunday[5].index == 5, "a member of a constant built by its constructor");
static_assert(length(U"wide") == 4, "char32_t literal");

__host__ __device__ long long run() {
    constexpr int at_compile_time = checks();
    int at_run_time = checks();
    return at_compile_time * 10000LL + at_run_time;
}
