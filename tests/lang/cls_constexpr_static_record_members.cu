// struct-typed static constexpr data members initialized from constexpr calls: their
// fields in constant expressions and the objects read at run time
struct Pass { int threads; int items; };
struct Policy { Pass single; Pass multi; int vec; };

constexpr Policy current_policy(int arch) {
    Policy p{};
    p.single = {arch / 10, 4};
    p.multi.threads = 128;
    p.multi.items = arch / 100;
    p.vec = arch > 700 ? 4 : 2;
    return p;
}

template <int N> struct Width { static constexpr int value = N; };

struct Kernel {
    static constexpr Pass first = current_policy(700).multi;
    static constexpr Policy all = current_policy(800);
    static constexpr int tile = first.threads * first.items;
};

constexpr Pass fallback = current_policy(600).single;

__host__ __device__ int pick(const Pass& p, int k) { return k ? p.items : p.threads; }

__host__ __device__ long long run() {
    long long s = Width<Kernel::first.threads>::value + Width<Kernel::tile>::value;
    s = s * 10 + Width<fallback.items>::value;
    Pass copy = Kernel::first;
    s = s * 100 + copy.items;
    int k = (int)(s % 2);
    s = s * 1000 + pick(Kernel::all.single, k) + pick(fallback, 1 - k);
    s = s * 10 + Kernel::all.vec;
    return s;
}
