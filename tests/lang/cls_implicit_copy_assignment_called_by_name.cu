// The implicitly declared copy assignment is a member like any other: it is found by
// name, so `obj.operator=(x)`, `p->operator=(x)` and, in a member of a derived class,
// `Base::operator=(x)` (through a typedef of a dependent base, or the base's
// template-id, also as a whole statement) call it as `obj = x` would. It competes with
// the `operator=` functions the class does declare: an `operator=(int)` takes an `int`,
// a member template `operator=` loses to it for an argument of the class itself
// ([over.match.best]: a non-template wins a tie), and a derived object binds its base.

struct Pair { int a, b; };
struct Reading { int v; };

struct Counter {
    int n;
    __host__ __device__ Counter& operator=(int v) { n = v * 3; return *this; }
};

struct Tagged {
    int v;
    template <class U>
    __host__ __device__ Tagged& operator=(const U& u) { v = u.v + 500; return *this; }
};

template <class Derived, class Pos> struct cursor_core {
    Pos pos;
    __host__ __device__ Pos where() const { return pos; }
};

template <class Fn, class Pos> struct mapped_cursor : cursor_core<mapped_cursor<Fn, Pos>, Pos> {
    typedef cursor_core<mapped_cursor<Fn, Pos>, Pos> base_type;
    Fn fn;
    int copies = 0;
    __host__ __device__ mapped_cursor& operator=(const mapped_cursor& o) {
        base_type::operator=(o);
        fn = o.fn;
        copies = o.copies + 1;
        return *this;
    }
    __host__ __device__ mapped_cursor& assign_through_template_id(const mapped_cursor& o) {
        cursor_core<mapped_cursor<Fn, Pos>, Pos>::operator=(o);
        return *this;
    }
};

struct Scale { int k; };

struct Point : Pair {
    int c;
    __host__ __device__ Point& operator=(const Point& o) {
        Pair::operator=(o);
        c = -o.c;
        return *this;
    }
};

__host__ __device__ long long run() {
    Pair x{1, 2}, y{30, 40};
    Pair& r = x.operator=(y);
    // Unsigned, so the digits may wrap.
    unsigned long long s = r.a + x.b;                   // 70
    Pair z{5, 6};
    Pair* pz = &z;
    pz->operator=(Pair{7, 8});
    s = s * 100 + z.a * 10 + z.b;                       // 78

    Counter c{0}, d{9};
    c.operator=(4);                                     // the declared operator=(int)
    s = s * 100 + c.n;                                  // 12
    c.operator=(d);                                     // the implicit copy
    s = s * 10 + c.n;                                   // 9

    Tagged t{1}, u{2};
    t.operator=(u);                                     // the implicit copy, no template
    s = s * 10 + t.v;                                   // 2
    Reading w{3};
    t.operator=(w);                                     // the template
    s = s * 1000 + t.v;                                 // 503

    mapped_cursor<Scale, int> m, n;
    n.pos = 6;
    n.fn.k = 7;
    n.copies = 2;
    m = n;
    s = s * 100 + m.where() * 10 + m.fn.k;              // 67
    s = s * 10 + m.copies;                              // 3
    n.pos = 8;
    m.assign_through_template_id(n);
    s = s * 10 + m.where();                             // 8

    Point p, q;
    q.a = 1; q.b = 2; q.c = 3;
    p = q;
    s = s * 1000 + p.a * 100 + p.b * 10 - p.c;          // 117
    Pair base_of_q{0, 0};
    base_of_q.operator=(q);                             // a derived object binds its base
    s = s * 100 + base_of_q.a * 10 + base_of_q.b;       // 12
    return static_cast<long long>(s);
}
