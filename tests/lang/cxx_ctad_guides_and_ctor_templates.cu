// Class template argument deduction, part two: deduction guides that are not
// templates (`Num(short) -> Num<long long>;`, chosen over the implicit guide on a
// tie) and implicit guides made from constructor templates, whose own parameters
// are deduced with the class template's (and then forgotten).
template <class T> struct Num {
    T v;
    __host__ __device__ Num(T x) : v(x) {}
};
Num(short) -> Num<long long>;
Num(bool) -> Num<int>;

template <class T> struct Scaled {
    T v;
    template <class U> __host__ __device__ Scaled(T x, U factor) : v(x * (T)factor) {}
};

template <class T> struct Sum {
    T total;
    template <class... U> __host__ __device__ Sum(T first, U... rest) : total(first + (T)(0 + ... + rest)) {}
};

namespace geo {
template <class T, class S> struct Seg {
    T a;
    S b;
    template <class U> __host__ __device__ Seg(T x, S y, U extra) : a(x + (T)extra), b(y) {}
};
Seg(short, short, short) -> Seg<long, int>;
}

template <class T> __host__ __device__ long long size_of(const T&) { return sizeof(T); }

__host__ __device__ long long run() {
    Num a((short)1234);
    Num b(true);
    Num c(2.5f);
    Scaled s(1.5, 4);
    Scaled t{7, 'a'};
    Sum u(10, 1, 2L, (short)3);
    Sum w(2.5, 1.25f);
    geo::Seg g(3, 4.5, 2);
    geo::Seg h((short)5, (short)6, (short)7);
    Num e = (short)-3;
    long long r = a.v + b.v * 10 + (long long)(c.v * 100) + (long long)(s.v * 1000) + t.v * 10000;
    r += u.total * 100000 + (long long)(w.total * 4) * 10000000 + g.a * 1000000000LL + (long long)(g.b * 2) * 10000000000LL;
    r += size_of(a) * 100000000000LL + size_of(b) * 1000000000000LL + size_of(c) + size_of(s) * 13 + size_of(w) * 17 + size_of(g) * 19;
    r += size_of(h) * 23 + h.a * 29 + h.b * 31 + e.v * 37 + size_of(e) * 41 + size_of(Num{true}) * 43;
    r += (long long)(geo::Seg(1.5f, 2, 'c').a * 47) + size_of(geo::Seg(1.5f, 2, 'c')) * 53 + Scaled(3, 2.9).v * 59;
    return r;
}
