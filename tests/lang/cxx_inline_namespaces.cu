// inline namespaces (as libraries version their ABI): members are found through the
// enclosing namespace by qualified and unqualified lookup and by using-directives,
// reopened with or without `inline`, nested inline namespaces, templates specialized
// through the enclosing namespace's name
namespace lib {
inline namespace v2 {
template <class T> struct box { T v; };
__host__ __device__ int version() { return 2; }
inline namespace detail {
__host__ __device__ int hidden() { return 7; }
}
}
namespace v1 {
__host__ __device__ int version() { return 1; }
}
namespace v2 {   // reopened without `inline`: still inline
__host__ __device__ int extra() { return 11; }
}
template <> struct box<char> { int v = 50; };
__host__ __device__ int from_inside() { return version() * 10 + hidden(); }
}

__host__ __device__ int use_directive() {
    using namespace lib;
    return version() + extra();
}

__host__ __device__ long long run() {
    lib::box<int> b{3};
    lib::v2::box<short> c{4};
    lib::box<char> d;
    long long s = lib::version();                 // 2
    s = s * 100 + lib::v1::version();             // 1
    s = s * 100 + lib::v2::version();             // 2
    s = s * 100 + lib::hidden() + lib::v2::detail::hidden();   // 14
    s = s * 100 + lib::from_inside();             // 27
    s = s * 100 + use_directive();                // 13
    s = s * 1000 + b.v + c.v + d.v;               // 57
    return s;
}
