// Explicit and partial specializations of a class template of another namespace
// declared by its qualified name (`template <> struct ns::traits<char> {...};`, as
// Thrust specializes `std::iterator_traits` for its pointer), used by lookup
// through the namespace.
namespace lib {
template <class T>
struct traits {
    static constexpr int kind = 1;
};
namespace inner {
template <class T, int N>
struct grid {
    static constexpr int cells = N;
};
}
}
template <class T>
struct lib::traits<T*> {
    static constexpr int kind = 2;
    using pointee = T;
};
template <>
struct lib::traits<char> {
    static constexpr int kind = 3;
};
template <>
struct lib::inner::grid<float, 4> {
    static constexpr int cells = 16;
};

__host__ __device__ long long run() {
    lib::traits<short*>::pointee s = 7;
    return lib::traits<int>::kind * 10000 + lib::traits<int*>::kind * 1000 + lib::traits<char>::kind * 100
        + lib::inner::grid<float, 4>::cells + lib::inner::grid<int, 4>::cells * 100000 + s * 1000000;
}
