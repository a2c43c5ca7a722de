// A dependent base class is not searched by unqualified lookup in a class template
// ([temp.dep]/4) for any kind of name: in `D<T>`, `type` is the global `char` typedef
// (not `B<T>::type`, a `double`), `g(0)` the global `g(int)` (not `B<T>::g(long)`), `e`
// the global constant (not the base's enumerator), while `typename B<T>::type` and
// `this->x` name the base's members. A using-declaration (`D2`) makes the base's `g`
// visible, and a nested class of a class template whose base names the enclosing
// template's parameter (`M<T>::Inner : B<T>`) has a dependent base too. nvcc and g++ agree.
typedef char type;
__host__ __device__ int g(int) { return 1; }
constexpr int e = 3;
template <class T>
struct B {
    typedef double type;
    static constexpr int x = 7;
    __host__ __device__ int g(long) { return 2; }
    enum { e = 9 };
};
template <class T>
struct D : B<T> {
    __host__ __device__ int use()
    {
        return sizeof(type) + g(0) * 10 + e * 100 + sizeof(typename B<T>::type) * 1000 + this->x * 10000;
    }
};
template <class T>
struct D2 : B<T> {
    using B<T>::g;
    __host__ __device__ int use() { return g(0L); }
};
template <class T>
struct M {
    struct Inner : B<T> {
        __host__ __device__ int use() { return g(0); }
    };
};

__host__ __device__ long long run()
{
    D<int> d;
    D2<int> d2;
    M<int>::Inner in;
    return d.use() + d2.use() * 100000 + in.use() * 1000000;
}
