// member function templates: deduced and explicit arguments, const and non-const, a
// non-type parameter, called through objects, pointers and by name inside another
// member; a member template of a class template; a static member template; member
// templates overloaded and chosen by partial ordering
struct Acc {
    long long total;
    template <typename T>
    __host__ __device__ T scaled(T x) const { return x * (T)2 + (T)total; }
    template <typename T, int N>
    __host__ __device__ void add_all(const T* p) {
        for (int i = 0; i < N; i++) total += (long long)p[i];
    }
    __host__ __device__ long long twice_plus(int v) const { return scaled(v) + scaled<long long>(1); }
    template <typename T>
    __host__ __device__ static T square(T v) { return v * v; }
    // overloaded member templates, chosen by partial ordering
    template <typename T>
    __host__ __device__ int kind(T x) const { return 1; }
    template <typename T>
    __host__ __device__ int kind(T* x) const { return 2; }
};

template <typename U>
struct Box {
    U v;
    template <typename T>
    __host__ __device__ T as_times(T s) const { return (T)v * s; }
};

__host__ __device__ long long run() {
    Acc a = {1};
    Acc* p = &a;
    int xs[3] = {1, 2, 3};
    float fs[2] = {0.5f, 2.5f};
    p->add_all<int, 3>(xs);          // total = 7
    a.add_all<float, 2>(fs);         // total = 7 + 0 + 2 = 9
    long long s = a.scaled(5);       // 19
    s = s * 100 + (long long)a.scaled(0.5f);  // 10
    s = s * 1000 + a.twice_plus(4);  // (8 + 9) + (2 + 9) = 28
    s = s * 100 + Acc::square(7) + (long long)Acc::square<double>(1.5);  // 49 + 2
    Box<int> b = {3};
    s = s * 100 + (long long)b.as_times(2.5f) + b.as_times<long long>(10);  // 7 + 30
    int i = 0;
    s = s * 100 + a.kind(1) * 10 + p->kind(&i);  // 12
    return s;
}
