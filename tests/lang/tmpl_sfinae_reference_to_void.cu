// Substituting an explicit template argument that forms a reference to void is a
// substitution failure, not an error ([temp.deduct]/11): libcu++'s
// __cccl_is_referenceable asks `decltype(test<T>(0))` of `T& test(int)` next to
// `false_type test(...)`, also for T = void.
struct false_type { static constexpr bool value = false; };
struct probe {
    template <class T> __host__ __device__ static T& test(int);
    template <class T> __host__ __device__ static false_type test(...);
};
template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };
template <class T> struct referenceable {
    static constexpr bool value = !same<decltype(probe::test<T>(0)), false_type>::value;
};

__host__ __device__ long long run() {
    long long s = referenceable<int>::value;
    s = s * 10 + referenceable<void>::value;
    s = s * 10 + referenceable<const void>::value;
    s = s * 10 + referenceable<double*>::value;
    return s;
}
