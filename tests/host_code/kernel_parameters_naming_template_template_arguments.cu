// A kernel template whose parameter type names a class template as a template template
// argument through an alias template (tensor accessors with pointer traits), launched
// from a host function template: the launch deduces nothing wrong and each instance is
// emitted, as nvcc emits them.
#include <cstddef>
template <class T> struct RestrictTraits { typedef T* __restrict__ type; };
template <class T, size_t N, template <class> class Traits, class Index> struct Accessor {
    typename Traits<T>::type data;
    Index sizes[N];
};
template <class T, size_t N, template <class> class Traits = RestrictTraits>
using Accessor32 = Accessor<T, N, Traits, int>;

template <int K, class T>
__global__ void scale(const Accessor32<T, 1, RestrictTraits> in, Accessor32<T, 1, RestrictTraits> out) {
    int i = threadIdx.x;
    if (i < in.sizes[0]) out.data[i] = K * in.data[i];
}

template <class T> void run(T* x, T* y, int n, int k) {
    Accessor32<T, 1, RestrictTraits> in{x, {n}}, out{y, {n}};
    if (k == 2)
        scale<2, T><<<1, 64>>>(in, out);
    else
        scale<0, T><<<1, 64>>>(in, out);
}

int main() {
    float *x = nullptr, *y = nullptr;
    run(x, y, 64, 2);
    return 0;
}
