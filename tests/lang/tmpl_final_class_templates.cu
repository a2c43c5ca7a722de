// `final` on a class template (`template <class T> class R final : public B`, Thrust's
// device_ptr_memory_resource) and on a partial and a full specialization: each
// instance is a class that cannot be derived from (`__is_final`), and works as any
// other class.
struct Base {
    int x;
};
template <class T> class Resource final : public Base {
public:
    T scale;
    __host__ __device__ T get() const { return scale * x; }
};
template <class T, int N> struct Box final {
    T v[N];
};
template <class T> struct Box<T, 1> final {
    T v;
};
template <> struct Box<char, 2> final {
    char v[2];
};

__host__ __device__ long long run() {
    Resource<int> r;
    r.x = 3;
    r.scale = 7;
    Box<int, 3> b{{1, 2, 3}};
    Box<long, 1> one{40};
    Box<char, 2> two{{5, 6}};
    long long s = r.get();
    s = s * 100 + b.v[0] + b.v[1] + b.v[2];
    s = s * 100 + one.v + two.v[0] + two.v[1];
    s = s * 10 + __is_final(Resource<int>) + __is_final(Box<int, 3>) + __is_final(Box<long, 1>) +
        __is_final(Box<char, 2>);
    return s;
}
