// A class template specialization is instantiated only where it must be complete
// ([temp.inst]/2); naming it as a template argument does not instantiate it. Here
// `handle<T>`'s base clause names `ref<T>` as an argument, and `ref<T>`'s own base
// holds a `handle<T>` by value, which is complete only once `handle<T>` is: making
// `ref<T>` at the naming would see an incomplete `handle<T>`. Also: an unchosen
// alternative of a conditional type whose body could not compile for its argument, a
// trait asked of a specialization first named as an argument, a member type looked up
// through a template parameter bound to one, and a chain of classes whose bases name
// the class being defined.
template <bool B, class T, class F> struct pick { using type = T; };
template <class T, class F> struct pick<false, T, F> { using type = F; };
template <class T> struct same_type { using type = T; };

template <class Elem, class Ptr, class Derived> struct ref_base {
    Ptr const at;
    __host__ __device__ ref_base(Ptr p) : at(p) {}
    __host__ __device__ Elem get() const { return *at.raw; }
    __host__ __device__ const Derived& self() const { return static_cast<const Derived&>(*this); }
};

template <class T> struct handle;

template <class T> struct ref : ref_base<T, handle<T>, ref<T>> {
    using base = ref_base<T, handle<T>, ref<T>>;
    using value_type = T;
    __host__ __device__ explicit ref(handle<T> p) : base(p) {}
    __host__ __device__ T twice() const { return this->get() * 2; }
};

template <class T, class Reference> struct handle_base {
    T* raw;
    using reference = typename same_type<Reference>::type;
};

template <class T> struct handle : handle_base<T, ref<T>> {
    __host__ __device__ ref<T> operator*() const { return ref<T>(*this); }
};

// Only ever named as the unchosen alternative: its body is an error for `int`.
template <class T> struct needs_member { using type = typename T::missing; };

template <class T> struct chooser {
    using type = typename pick<true, same_type<T>, needs_member<T>>::type::type;
};

template <class To, class From> struct constructible {
    static constexpr bool value = __is_constructible(To, From);
};

struct meters {
    int v;
    __host__ __device__ meters(int x) : v(x) {}
};

template <class T> struct wrap { T value; };

template <class T> struct holder {
    static constexpr bool from_int = constructible<wrap<T>, int>::value;
    static constexpr bool to_meters = constructible<T, int>::value;
};

template <class Policy> struct active_of { using type = typename Policy::active; };

template <class A, class B> struct is_same { static constexpr bool value = false; };
template <class A> struct is_same<A, A> { static constexpr bool value = true; };

// The first policy names itself as the previous one: `active_of<policy350>` is named
// while `policy350` is incomplete, and never chosen for it.
template <int N, class Policy, class Previous> struct chained {
    using active =
        typename pick<(N < 500 || is_same<Policy, Previous>::value), same_type<Policy>, active_of<Previous>>::type::type;
};

struct policy350 : chained<350, policy350, policy350> {
    static constexpr int version = 350;
};
struct policy600 : chained<600, policy600, policy350> {
    static constexpr int version = 600;
};

__host__ __device__ long long run() {
    int cells[2] = {7, 11};
    handle<int> h;
    h.raw = cells + 1;
    long long s = (*h).get();
    s = s * 100 + (*h).twice();
    s = s * 10 + sizeof(typename handle<int>::reference::value_type);
    typename chooser<int>::type c = 5;
    s = s * 10 + c;
    s = s * 10 + holder<meters>::from_int + holder<meters>::to_meters * 2;
    s = s * 1000 + policy600::active::version;
    s = s * 1000 + policy350::active::version;
    return s;
}
