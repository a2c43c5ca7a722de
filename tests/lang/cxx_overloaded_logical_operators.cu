// overloaded operator&& and operator|| (non-member, member, on scoped enumerations, in
// constexpr evaluation), as nv/target combines target descriptions; both operands are
// evaluated (no short circuit), and the built-in operators stay for other operands
struct Targets {
    int bits;
    __host__ __device__ constexpr Targets(int b) : bits(b) {}
};
__host__ __device__ constexpr Targets operator&&(Targets a, Targets b) { return Targets(a.bits & b.bits); }
__host__ __device__ constexpr Targets operator||(Targets a, Targets b) { return Targets(a.bits | b.bits); }

struct Level {
    int v;
    __host__ __device__ bool operator&&(const Level& o) const { return v > o.v; }
    __host__ __device__ int operator||(int k) const { return v * k; }
    __host__ __device__ explicit operator bool() const { return v != 0; }
};

enum class Mode { read = 1, write = 2 };
__host__ __device__ constexpr Mode operator||(Mode a, Mode b) { return Mode(int(a) | int(b)); }

__host__ __device__ int bump(int& n, int v) { ++n; return v; }

__host__ __device__ long long run() {
    Targets a(6), b(3);
    long long s = (a && b).bits;                       // 2
    s = s * 10 + (a || b).bits;                        // 7
    s = s * 10 + (a && b && Targets(1)).bits;          // 0
    Level x{2}, y{1}, zero{0};
    s = s * 10 + (x && y) + (y && x) * 2;              // 1
    s = s * 100 + (x || 21);                           // 42
    s = s * 10 + int(Mode::read || Mode::write);       // 3
    int calls = 0;
    Targets c = Targets(bump(calls, 0)) && Targets(bump(calls, 5));
    s = s * 10 + calls + c.bits;                       // 2: both sides run
    bool builtin = zero && bump(calls, 1);             // explicit operator bool, short circuit
    s = s * 10 + builtin + calls;                      // 2
    bool either = x || (bump(calls, 1) != 0);          // member operator||(int): both run
    s = s * 10 + either + calls;                       // 4
    bool skipped = zero || y || (bump(calls, 1) != 0); // built-in after Level||Level fails
    s = s * 10 + skipped + calls;                      // 4
    return s;
}
