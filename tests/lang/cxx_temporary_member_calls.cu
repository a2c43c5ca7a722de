// A statement that starts with a type and a parenthesized argument followed by
// `.` or `->` is an expression on a temporary (`Hist(temp).Histogram(x);` in CUB),
// not a declaration with a parenthesized declarator (`int (x) = 3;` still is one);
// and a member class template's default argument names the enclosing class
// template's parameters.
struct Acc {
    int* p;
    __host__ __device__ Acc(int* q) : p(q) {}
    __host__ __device__ void add(int v) { *p += v; }
    __host__ __device__ Acc* self() { return this; }
};
namespace ns {
struct Twice {
    int* p;
    __host__ __device__ Twice(int* q) : p(q) {}
    __host__ __device__ void run() { *p *= 2; }
};
}
template <class T, class Op> struct takes_two { static constexpr bool value = sizeof(T) == 4; };
template <class T>
struct Outer {
    template <class Op, bool Four = takes_two<T, Op>::value> struct Inner {
        static constexpr int value = Four ? 4 : 8;
    };
};

__host__ __device__ long long run() {
    int v = 1;
    int* t = &v;
    Acc(t).add(5);
    ns::Twice(t).run();
    Acc(t).self()->add(1);
    int (x) = 3;
    long long s = v * 10 + x;
    s = s * 100 + Outer<int>::Inner<char>::value * 10 + Outer<double>::Inner<char>::value;
    return s;
}
