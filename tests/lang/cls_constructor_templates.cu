// Constructor templates ([temp.mem]): a non-type parameter deduced through a class
// template argument (`S(const Tile<N>&)`), a forwarding reference (`U&&` binding
// lvalues and rvalues), a parameter pack, next to ordinary constructors (which win
// a tie), in direct initialization, temporaries, copy-initialization and implicit
// conversions of arguments and returned values.
template <unsigned N> struct Tile {
    unsigned bits;
    __host__ __device__ unsigned size() const { return N; }
};

struct Group {
    unsigned lanes, size;
    template <unsigned N>
    __host__ __device__ Group(const Tile<N>& t) : lanes(t.bits), size(N) {}
    __host__ __device__ Group(unsigned l, unsigned s) : lanes(l), size(s) {}
};

struct Box {
    long long v;
    int which;
    __host__ __device__ Box(int x) : v(x), which(1) {}
    template <class U> __host__ __device__ Box(U&& u) : v((long long)(u * 3)), which(2) {}
};

struct Sum {
    long long total;
    template <class... Ts> __host__ __device__ Sum(Ts... ts) : total((ts + ... + 0)) {}
};

__host__ __device__ unsigned weight(Group g) { return g.lanes * 100 + g.size; }
__host__ __device__ Group widest() { return Tile<32>{7}; }

__host__ __device__ long long run() {
    Tile<4> t4{5};
    Tile<16> t16{9};
    Group a(t4);
    Group b = t16;
    long long r = a.lanes * 10 + a.size;    // 54
    r = r * 100 + b.size;                   // 16
    r = r * 1000 + weight(t4);              // 504
    r += 3 * weight(Group(2, 3));           // 203
    r += 5 * widest().size;                 // 32
    Box i(4);                               // the ordinary constructor wins the tie
    float f = 2.5f;
    Box x(f);                               // U = float&
    Box y(1.5);                             // U = double
    r = r * 10 + i.which;
    r = r * 10 + x.which;
    r = r * 100 + x.v + y.v;                // 7 + 4
    Sum s(1, 2, 3);
    Sum s2(10, 20);
    return r * 100 + s.total + s2.total;    // 36
}
