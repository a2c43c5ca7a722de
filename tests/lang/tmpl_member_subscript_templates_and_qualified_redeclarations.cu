// A member operator[] template (CUB's CacheModifiedInputIterator::operator[]<Distance>)
// is chosen for a[i], and a function template declared with a return type qualified by
// its enclosing namespace (cub::detail::value_t<It>) is the same template as its later
// definition written without that qualifier (one template, not an ambiguous pair)
template <class It> struct traits { using value_type = It; };

namespace lib {
namespace detail {
template <class It> using value_t = typename traits<It>::value_type;
}
template <int Scale, typename It> __host__ __device__ lib::detail::value_t<It> load(It p);
template <int Scale, typename It> __host__ __device__ ::lib::detail::value_t<It> twice(It p);

template <int Scale, typename It> __host__ __device__ detail::value_t<It> load(It p) { return p * Scale; }
template <int Scale, typename It> __host__ __device__ detail::value_t<It> twice(It p) { return load<2 * Scale>(p); }

template <int Scale, typename T> struct Strided {
    const T* ptr;
    template <typename Distance> __host__ __device__ T operator[](Distance n) const { return load<Scale>(ptr[n]); }
    __host__ __device__ T operator[](char) const { return -1; }
};
}  // namespace lib

__host__ __device__ long long run() {
    int data[4] = {3, 5, 7, 11};
    lib::Strided<10, int> s{data};
    long long r = s[2];
    r = r * 1000 + s[3u];
    r = r * 100 + s[1L] / 10;
    r = r * 10 + s['a'];
    return r * 1000 + lib::twice<3>(7);
}
