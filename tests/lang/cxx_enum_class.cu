// scoped enumerations: qualified enumerators, explicit casts both ways, comparisons,
// switch, fixed and default underlying types, and overloading on the type
enum class Op { Add, Sub, Mul = 5, Shl };
enum struct Tiny : unsigned char { Lo = 1, Hi = 200 };
namespace gfx { enum class Mode : long long { Fill = 1LL << 40, Line }; }
enum Plain { P0, P1 = 7 };

__host__ __device__ int apply(Op op, int a, int b) {
    switch (op) {
    case Op::Add: return a + b;
    case Op::Sub: return a - b;
    case Op::Mul: return a * b;
    default: return a << b;
    }
}

__device__ __noinline__ int kind(Op) { return 1; }
__device__ __noinline__ int kind(int) { return 2; }
__device__ __noinline__ int kind(Tiny) { return 3; }

__host__ __device__ long long run() {
    unsigned long long s = 0; // a hash of every result (wraps, as unsigned must)
    Op ops[4] = {Op::Add, Op::Sub, Op::Mul, Op::Shl};
    for (int i = 0; i < 4; ++i)
        s = s * 1000003 + apply(ops[i], 7, 3);
    s = s * 1000003 + static_cast<int>(Op::Shl) + (int)Op::Mul;
    Op o = static_cast<Op>(1);
    s = s * 1000003 + (o == Op::Sub) + 2 * (o != Op::Add) + 4 * (o < Op::Mul) + 8 * (Op::Shl >= o);
    Tiny t = Tiny::Hi;
    s = s * 1000003 + sizeof(Tiny) + sizeof(Op) * 10 + sizeof(gfx::Mode) * 100;
    s = s * 1000003 + static_cast<unsigned>(t) + (int)Tiny::Lo;
    t = (Tiny)(static_cast<int>(t) + 100); // wraps in the unsigned char underlying type
    s = s * 1000003 + (int)t;
    s = s * 1000003 + (static_cast<long long>(gfx::Mode::Line) >> 20);
    s = s * 1000003 + kind(o) * 100 + kind(static_cast<int>(o)) * 10 + kind(t);
    s = s * 1000003 + Plain::P1 + P1; // unscoped enumerators may be qualified too
    return (long long)(s >> 1);
}
