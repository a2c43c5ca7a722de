// A pattern's pack expanded into a class template whose first parameter is no pack and
// whose last is one (`Traits<Args...>` with `template <class Op, class... Rest>`, as
// CuTe's `Copy_Atom<Copy_Traits<Args...>, T>` is written): the expansion stands for
// the first parameter and the pack's elements alike, so it matches `Traits<Op>` and
// `Traits<Op, A, B>`, in partial specializations and in deduction. Before, the
// specialization never matched, and CuTe's forwarding specialization
// `Atom<Op, T> : Atom<Traits<Op>, T>` recursed without end.
template <class Op, class... Rest> struct Traits {
    static constexpr int count = 1 + sizeof...(Rest);
};

template <class... Args> struct Atom;
// Any operation is first wrapped in its traits...
template <class Op, class T> struct Atom<Op, T> : Atom<Traits<Op>, T> {};
// ...which this more specialized pattern then matches.
template <class... Args, class T> struct Atom<Traits<Args...>, T> : Traits<Args...> {
    static constexpr int kind = sizeof...(Args) * 10 + (int)sizeof(T);
};

template <class... Args> struct Kind { static constexpr int value = 1; };
template <class... Args> struct Kind<Traits<Args...>> { static constexpr int value = 10 + sizeof...(Args); };
template <class... Args> struct Kind<Traits<char, Args...>> { static constexpr int value = 20 + sizeof...(Args); };

template <class... Args> __host__ __device__ constexpr int arity(Traits<Args...> const&) { return sizeof...(Args); }
template <class... Args> __host__ __device__ constexpr int bytes(Traits<Args...>) { return (0 + ... + (int)sizeof(Args)); }

struct Op1 {};
struct Op2 {
    int x;
};

__host__ __device__ long long run() {
    long long r = Atom<Op1, float>::kind;                  // 14: through the forwarding specialization
    r = r * 100 + Atom<Traits<Op2, short>, char>::kind;    // 21: directly
    r = r * 10 + Atom<Op1, float>::count;                  // 1: inherited from Traits<Op1>
    r = r * 100 + Kind<Traits<int>>::value;                // 11
    r = r * 100 + Kind<Traits<int, short, long>>::value;   // 13
    r = r * 100 + Kind<Traits<char, short>>::value;        // 21: the more specialized one
    r = r * 100 + Kind<int>::value;                        // 1
    r = r * 10 + arity(Traits<Op1>{});                     // 1
    r = r * 10 + arity(Traits<Op1, int, char>{});          // 3
    r = r * 100 + bytes(Traits<Op2, short, char>{});       // 4 + 2 + 1
    return r;
}
