// Two-phase name lookup of a dependent unqualified call ([temp.dep.candidate]): the
// call `pick(declval<Tags&>()...)` in the partial specialization of `has_pick_impl`
// sees by ordinary lookup only what is declared before it (nothing named `pick`),
// and by argument-dependent lookup what the argument's namespaces hold at the point
// of instantiation. So `has_pick<plain::tag>` is false and the generic `pick` below,
// enabled only when no other exists, is the one called; `has_pick<own::tag>` is true
// (own::pick is found through the argument) and the generic one steps aside.
namespace lib {
template <class T>
T&& declval();
template <class...>
using void_t = void;
template <bool B, class T = void>
struct enable_if {};
template <class T>
struct enable_if<true, T> {
    using type = T;
};

namespace generic {
template <class, class... Tags>
constexpr bool has_pick_impl = false;
template <class... Tags>
constexpr bool has_pick_impl<void_t<decltype(pick(declval<Tags&>()...))>, Tags...> = true;
template <class... Tags>
constexpr bool has_pick = has_pick_impl<void, Tags...>;

template <class S, typename enable_if<!has_pick<S>, int>::type = 0>
__host__ __device__ int pick(S& s)
{
    return s.id;
}
} // namespace generic
} // namespace lib

namespace plain {
struct tag {
    int id;
};
} // namespace plain

namespace own {
struct tag {
    int id;
};
__host__ __device__ int pick(tag& t) { return 100 + t.id; }
} // namespace own

template <class S>
__host__ __device__ int choose(S s)
{
    using lib::generic::pick;
    return pick(s);
}

__host__ __device__ long long run()
{
    plain::tag a{3};
    own::tag b{4};
    return choose(a) * 1000 + choose(b) + (lib::generic::has_pick<plain::tag> ? 7 : 0) * 100000 +
           (lib::generic::has_pick<own::tag> ? 9 : 0) * 1000000;
}
