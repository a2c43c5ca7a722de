// expect: error 13:33: identifier "f" is undefined
// expect: error 13:39: identifier "x" is undefined
// Unqualified names in a class template are not looked up in a base that depends on a
// template parameter ([temp.dep]/4): nvcc reports both names as undefined; `this->f()`
// and `this->x` would find them.
template <class T>
struct B {
    __device__ int f() { return 2; }
    int x;
};
template <class T>
struct D : B<T> {
    __device__ int g() { return f() + x; }
};
__global__ void k(int* p)
{
    D<int> d;
    p[0] = d.g();
}
