// Function templates overloaded on T& and T&& (and const T&): an xvalue or a
// prvalue takes T&&, an lvalue takes T& (more specialized than the forwarding
// T&& that also fits it), references collapse in substituted parameters.
#include <utility>

template <typename T> __host__ __device__ int tk(T&) { return 1; }
template <typename T> __host__ __device__ int tk(T&&) { return 2; }
template <typename T> __host__ __device__ int cr(const T&) { return 3; }
template <typename T> __host__ __device__ int cr(T&&) { return 4; }

struct Box { int v; };

__host__ __device__ long long run() {
    int a = 5;
    const int c = 6;
    Box b = {7};
    long long r = 0;
    r = r * 10 + tk(std::move(a)); // 2
    r = r * 10 + tk(a);            // 1
    r = r * 10 + tk(3);            // 2
    r = r * 10 + tk(c);            // 1
    r = r * 10 + tk(b);            // 1
    r = r * 10 + tk(Box{1});       // 2
    r = r * 10 + cr(c);            // 3: const T& with T = int is exact for a const lvalue
    r = r * 10 + cr(a);            // 4: T&& with T = int& is exact, const T& adds const
    r = r * 10 + cr(8);            // 4
    return r;
}
