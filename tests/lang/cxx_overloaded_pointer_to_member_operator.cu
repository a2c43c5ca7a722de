// `operator->*` is overloadable ([over.binary]): as a member, a non-member function
// or template, or a hidden friend template of a class template (never called, a
// wrapper of constants declares one for every operator). Without a viable
// overload, `p->*pm` is the built-in access.
struct Cell { int v; int w; };

struct Handle {
    Cell* c;
    __host__ __device__ int operator->*(int Cell::*pm) const { return c->*pm * 10; }
};

struct Scaled { int k; };
__host__ __device__ constexpr int operator->*(const Scaled& s, int by) { return s.k * by; }
template <class T>
__host__ __device__ constexpr int operator->*(const T& s, long by) { return s.k + (int)by; }

template <int N>
struct Constant {
    static constexpr int value = N;
    template <class R>
    friend constexpr Constant<N * R::value> operator->*(Constant, R) { return {}; }
};

__host__ __device__ long long run() {
    Cell cell{3, 4};
    Handle h{&cell};
    Cell* p = &cell;
    int Cell::*pm = &Cell::w;
    int member = h->*pm;                   // 40
    int builtin = p->*pm;                  // 4
    Scaled s{6};
    int by_function = s->*7;               // 42
    int by_template = s->*10L;             // 16
    int folded = decltype(Constant<3>{}->*Constant<5>{})::value;  // 15
    return member * 100000000LL + builtin * 1000000 + by_function * 10000 + by_template * 100 + folded;
}
