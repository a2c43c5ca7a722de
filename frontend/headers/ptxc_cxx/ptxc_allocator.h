/*
 * std::allocator as ptxc ships it (host code only; <memory> and <vector> include
 * it, as libstdc++'s do): the C++17 members containers and allocator_traits name.
 * Thrust's host_vector<T> takes std::allocator<T> for its default allocator and
 * reads its member types through cuda::std::allocator_traits. Host code is never
 * compiled, so allocate's body only has to type-check.
 */
#pragma once
#include <stddef.h>
namespace std {
template <class T>
class allocator {
public:
    typedef T value_type;
    typedef T* pointer;
    typedef const T* const_pointer;
    typedef T& reference;
    typedef const T& const_reference;
    typedef size_t size_type;
    typedef ptrdiff_t difference_type;
    template <class U>
    struct rebind {
        typedef allocator<U> other;
    };
    allocator() noexcept {}
    allocator(const allocator&) noexcept {}
    template <class U>
    allocator(const allocator<U>&) noexcept {}
    T* allocate(size_t n) { return static_cast<T*>(::operator new(n * sizeof(T))); }
    void deallocate(T* p, size_t n) { ::operator delete(p); }
};
template <class T, class U>
bool operator==(const allocator<T>&, const allocator<U>&) noexcept {
    return true;
}
template <class T, class U>
bool operator!=(const allocator<T>&, const allocator<U>&) noexcept {
    return false;
}
}  // namespace std
