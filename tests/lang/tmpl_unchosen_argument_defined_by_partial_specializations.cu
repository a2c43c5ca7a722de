// A class template defined only by partial specializations, named as the alternative
// a conditional type does not choose, is not instantiated ([temp.inst]/2): Thrust's
// `specialize_plan_msvc10_war` names `specialize_plan_impl_loop<Plan, SM, sm_list>`
// beside `Plan<SM>`, and for a plan without a `tuning` member (Thrust's `InitAgent`)
// instantiating the loop would need `Plan<lowest>::tuning`, which does not exist.
template <bool B, class T, class F> struct pick { using type = T; };
template <class T, class F> struct pick<false, T, F> { using type = F; };
template <class...> struct arches {};
struct arch52 { static constexpr int ver = 52; };
struct arch60 { static constexpr int ver = 60; };
using arch_list = arches<arch60, arch52>;
using lowest = arch52;

template <class T, class = void> struct has_tuning { static constexpr bool value = false; };
template <class T> struct has_tuning<T, decltype((void)sizeof(typename T::tuning*))> {
    static constexpr bool value = true;
};

template <template <class> class, class, class> struct loop;
template <template <class> class, class> struct match;
template <template <class> class P, class SM, class H, class... T>
struct loop<P, SM, arches<H, T...>> : loop<P, SM, arches<T...>> {};
template <template <class> class P, class SM, class... T>
struct loop<P, SM, arches<SM, T...>> : match<P, arches<SM, T...>> {};

template <class, class> struct tuned;
template <class SM, template <class, class> class Tn, class A>
struct tuned<SM, Tn<lowest, A>> { static constexpr bool value = SM::ver >= 52; };
template <template <class> class P, class SM> struct has_arch_tuning : tuned<SM, typename P<lowest>::tuning> {};
template <template <class> class P, class SM, class... SMs>
struct match<P, arches<SM, SMs...>>
    : pick<has_arch_tuning<P, SM>::value, P<SM>, match<P, arches<SMs...>>>::type {};

template <template <class> class Plan, class SM = arch60> struct choose_plan {
    using type = pick<has_tuning<Plan<lowest>>::value, loop<Plan, SM, arch_list>, Plan<SM>>;
};
template <template <class> class Plan, class SM = arch60>
struct specialize_plan : choose_plan<Plan, SM>::type::type {};

template <class Arch, class K> struct Tuning { static constexpr int threads = 64 + Arch::ver; };

template <class K> struct Untuned {
    template <class Arch> struct Plan { static constexpr int threads = 128; static constexpr int ver = Arch::ver; };
    using plan = specialize_plan<Plan>;
};
template <class K> struct Tuned {
    template <class Arch> struct Plan : Tuning<Arch, K> { using tuning = Tuning<Arch, K>; static constexpr int ver = Arch::ver; };
    using plan = specialize_plan<Plan>;
};

__host__ __device__ long long run() {
    return Untuned<int>::plan::threads * 100000LL + Untuned<int>::plan::ver * 1000
        + Tuned<long>::plan::threads * 10 + Tuned<long>::plan::ver / 10;
}
