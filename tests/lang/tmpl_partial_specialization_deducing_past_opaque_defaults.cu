// A partial specialization naming a class template instance whose omitted arguments
// default to types only substitution can tell (`diff_t<S>`, a member of a `conditional_t` of a `decltype`, libcu++'s
// counting_iterator<Start> as Thrust's iterator_system specializes it): the parameter
// is still deduced from the arguments that are written.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> struct type_identity { using type = T; };
template <bool B, class T, class F> struct conditional { using type = T; };
template <class T, class F> struct conditional<false, T, F> { using type = F; };
template <bool B, class T, class F> using conditional_t = typename conditional<B, T, F>::type;
template <class S> using diff_t = typename conditional_t<(sizeof(S) > 4), type_identity<S>, decltype(type_identity<long>{})>::type;
template <class S> inline constexpr bool small_v = sizeof(S) <= 8;
template <class S, class D = diff_t<S>, enable_if_t<small_v<S>, int> = 0>
struct counting { S v; D step; };
template <class It> struct iter_system { static constexpr int value = 1; };
template <class Start> struct iter_system<counting<Start>> { static constexpr int value = sizeof(Start) * 10; };
__host__ __device__ long long run() {
    counting<short> c{3, 4};
    return iter_system<int*>::value * 1000 + iter_system<counting<short>>::value + iter_system<counting<double>>::value * 100 + c.v + c.step;
}
