// Two-phase lookup: a name of a structured binding of a tuple-like class, initialized by a
// type-dependent call, is type-dependent ([temp.dep.expr]): `rank(rest)` in `unflatten` is
// a dependent call, so argument-dependent lookup at the point of instantiation finds
// `tu::rank`, declared after the template, although `rest`'s type `tu::box<7>` names no
// template argument (CuTe's `rank(flat_remainder)` in `cute::unflatten`).
#include <utility>
namespace tu {
template <int N>
struct box {
};
struct two {
    box<5> a;
    box<7> b;
    template <int I>
    __host__ __device__ auto get() const
    {
        if constexpr (I == 0)
            return a;
        else
            return b;
    }
};
template <class T>
__host__ __device__ two make(T const&) { return two{}; }
} // namespace tu
namespace std {
template <>
struct tuple_size<tu::two> : integral_constant<size_t, 2> {
};
template <>
struct tuple_element<0, tu::two> {
    using type = tu::box<5>;
};
template <>
struct tuple_element<1, tu::two> {
    using type = tu::box<7>;
};
} // namespace std

template <class T>
__host__ __device__ int unflatten(T const& t)
{
    auto [first, rest] = tu::make(t);
    return rank(first) * 10 + rank(rest);
}

namespace tu {
template <int N>
__host__ __device__ int rank(box<N>) { return N; }
} // namespace tu

__host__ __device__ long long run() { return unflatten(3); }
