// Names in a dependent base class are not found by unqualified lookup in a class
// template ([temp.dep]/4): `f()` in `D<T>` is the namespace's `f`, not `B<T>::f`, which
// only `this->f()` (or `B<T>::f()`) names; nvcc reports `identifier "f" is undefined`
// when there is no other. A base that names no template parameter (`B<int>` in `E<T>`)
// is searched as in any class.
__host__ __device__ int f() { return 1; }
template <class T>
struct B {
    __host__ __device__ int f() { return 2; }
    __host__ __device__ int g() { return 3; }
    int x = 4;
};
template <class T>
struct D : B<T> {
    __host__ __device__ int use() { return f() * 10 + this->f() + B<T>::g() * 100 + this->x * 1000; }
};
template <class T>
struct E : B<int> {
    __host__ __device__ int use() { return f() * 10000 + g() * 100000 + x * 1000000; }
};

__host__ __device__ long long run()
{
    D<int> d;
    E<char> e;
    return d.use() + e.use();
}
