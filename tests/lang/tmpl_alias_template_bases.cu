// A class whose base is named through an alias template (libcu++'s
// `struct atomic : __atomic_impl<T>` with `: __atomic_impl<T>(d)`): the
// mem-initializer names the base by the alias, with template arguments.
template <class T, int Scale>
struct Stored {
    T value;
    __host__ __device__ Stored() : value(T(1)) {}
    __host__ __device__ explicit Stored(T v) : value(v * Scale) {}
};
template <class T>
using StoredTimesTen = Stored<T, 10>;

template <class T>
struct Wrapper : StoredTimesTen<T> {
    int extra;
    __host__ __device__ Wrapper() : StoredTimesTen<T>(), extra(3) {}
    __host__ __device__ Wrapper(T v, int e) : StoredTimesTen<T>(v), extra(e) {}
};

// Not a template: the alias names the base with concrete arguments.
struct Plain : StoredTimesTen<long long> {
    __host__ __device__ Plain(long long v) : StoredTimesTen<long long>{v} {}
};

__host__ __device__ long long run() {
    Wrapper<int> a;
    Wrapper<long long> b(7, 5);
    Plain c(4);
    return a.value * 1000000 + a.extra * 10000 + b.value * 100 + b.extra + c.value * 100000000LL;
}
