// Alias template uses whose substitution fails until a later declaration: the
// overload the alias calls is declared after the first use (argument-dependent
// lookup finds it at the second), and the class whose base a deduction needs is
// completed after the first use. The uses repeat, each with the same arguments, so
// a memo of alias uses that kept the first failure would answer the second use
// wrongly. (nvcc and g++ keep an alias use that succeeded, whatever is declared
// later; one that failed is substituted again, as here.)
namespace n {
struct S {};
}

template <class T> using tagged = decltype(tag(T{}));

template <class T> __host__ __device__ int probe(tagged<T>*) { return 1; }
template <class T> __host__ __device__ int probe(...) { return 2; }

template <class T> struct B { int tag = 7; };
struct D;

template <class T> char conv(B<T>*);
template <class T> using converted = decltype(conv((T*)0));

template <class T> __host__ __device__ int base_of(converted<T>*) { return 3; }
template <class T> __host__ __device__ int base_of(...) { return 4; }

__host__ __device__ int before() { return probe<n::S>(0) * 10 + base_of<D>(0); }
__host__ __device__ int before_again() { return probe<n::S>(0) * 10 + base_of<D>(0); }

namespace n {
short tag(S);
}

struct D : B<int> {};

__host__ __device__ int after() { return probe<n::S>(0) * 10 + base_of<D>(0); }
__host__ __device__ int after_again() { return probe<n::S>(0) * 10 + base_of<D>(0); }

__host__ __device__ long long run() {
    D d;
    long long r = 0;
    for (int k = 0; k < 2; ++k) {
        r = r * 100000000 + before() * 1000000 + before_again() * 10000 + after() * 100 + after_again();
    }
    return r + d.tag - 7;
}
