// std::iterator_traits and std::allocator, which Thrust names in device compiles:
// a partial specialization of iterator_traits for a class template of the program,
// and a variable template specialized for allocator<U> (only named, never defined
// here). ptxc declares both; <iterator> and <memory> give them to the host compiler.
#include <iterator>
#include <memory>

template <class T>
struct Handle {
    T* p;
};

template <class T>
struct std::iterator_traits<Handle<T>> {
    using value_type = T;
    using difference_type = long;
};

template <class Alloc, class T>
constexpr int construct_kind = 1;
template <class U, class T>
constexpr int construct_kind<std::allocator<U>, T> = 2;

struct Arena {};

__host__ __device__ long long run()
{
    using traits = std::iterator_traits<Handle<short>>;
    traits::value_type v = 7;
    traits::difference_type d = 3;
    return sizeof(v) * 1000 + v * 100 + d * 10 + construct_kind<Arena, int> + construct_kind<std::allocator<float>, int> * 10000;
}
