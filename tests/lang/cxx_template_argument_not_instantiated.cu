// A class template instance named only as a template argument is not instantiated
// ([temp.inst]/2): `or_default<Value, lazy<value_type_of, Base>>` names
// `lazy<value_type_of, long>` when `Value` is given, and that class, whose `type`
// would be `long::value_type`, is never needed; only the alternative chosen is used.
template <class A, class B>
struct same {
    static constexpr bool value = false;
};
template <class A>
struct same<A, A> {
    static constexpr bool value = true;
};
template <bool C, class A, class B>
struct choose {
    using type = A;
};
template <class A, class B>
struct choose<false, A, B> {
    using type = B;
};
template <class T>
struct identity {
    using type = T;
};
template <class It>
struct value_type_of {
    using type = typename It::value_type;
};
template <template <class> class Trait, class Arg>
struct lazy {
    using type = typename Trait<Arg>::type;
};

struct use_default {};
template <class T, class Fallback>
using or_default = typename choose<same<T, use_default>::value, Fallback, identity<T>>::type::type;

template <class Base, class Value = use_default>
struct adaptor {
    using value = or_default<Value, lazy<value_type_of, Base>>;
    Base base;
    __host__ __device__ value get() const { return value(base) * 3; }
};

struct short_cursor {
    using value_type = short;
    __host__ __device__ operator short() const { return 7; }
};

__host__ __device__ long long run()
{
    adaptor<long, int> a{5};
    adaptor<short_cursor> b{};
    return a.get() * 100 + b.get() + sizeof(adaptor<short_cursor>::value) * 10000 +
           (same<adaptor<long, int>::value, int>::value ? 1000000 : 0);
}
