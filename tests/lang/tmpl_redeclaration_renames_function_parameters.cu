// A function template declared, then defined with its function parameters renamed:
// one template ([temp.over.link] compares parameters by position), not two overloads
// that make every call ambiguous. The dependent parameter and result types
// (`typename holder<T, D>::size_type`) are compared as written.
template <class T, class D>
struct holder {
    typedef long size_type;
    T value;
};

template <class D>
struct policy_base {};

struct policy : policy_base<policy> {
    int id = 7;
};

namespace lib {
template <typename T, typename D>
__host__ __device__ typename holder<T, D>::size_type
reserve(const policy_base<D>& system, typename holder<T, D>::size_type count);
}  // namespace lib

namespace lib {
template <typename T, typename D>
__host__ __device__ typename holder<T, D>::size_type
reserve(const policy_base<D>& exec, typename holder<T, D>::size_type n) {
    return n * static_cast<const D&>(exec).id + sizeof(T);
}
}  // namespace lib

__host__ __device__ long long run() {
    policy p;
    long long r = lib::reserve<int>(p, 3);
    r = r * 1000 + lib::reserve<double>(p, 10);
    return r;
}
