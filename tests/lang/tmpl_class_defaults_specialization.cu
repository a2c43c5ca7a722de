// class templates: default template arguments (also depending on an earlier parameter),
// explicit arguments, a full specialization with its own members, and a class template
// with constructors used as temporaries
template <typename T, int N = 4, typename Acc = T>
struct Stats {
    T v[N];
    __host__ __device__ Stats(T start, T step) {
        for (int i = 0; i < N; i++) v[i] = start + step * i;
    }
    __host__ __device__ Acc total() const {
        Acc s = 0;
        for (int i = 0; i < N; i++) s += v[i];
        return s;
    }
};

template <>
struct Stats<bool, 1, bool> {
    bool flag;
    __host__ __device__ Stats(bool a, bool b) : flag(a != b) {}
    __host__ __device__ int total() const { return flag ? 1000 : 2000; }
};

template <typename T>
struct Wrap {
    T x;
    __host__ __device__ Wrap(T v) : x(v) {}
    __host__ __device__ Wrap twice() const { return Wrap(x + x); }
};

__host__ __device__ long long run() {
    Stats<int> a(1, 2);                  // N = 4, Acc = int
    Stats<char, 8, long> b(100, 10);     // the sum overflows char but not long
    Stats<bool, 1> c(true, false);       // the specialization
    long long w = Wrap<int>(21).twice().x + (long long)Wrap<double>(1.25).twice().twice().x;
    return a.total() * 1000000LL + b.total() * 10 + c.total() + w * 100000000LL;
}
