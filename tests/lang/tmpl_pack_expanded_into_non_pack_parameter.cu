// A pack expanded into a class template's parameter that is no pack, followed by its
// parameter pack (`Traits<Args...>` for `template <class Op, class... More> struct
// Traits`, as CuTe's `Copy_Atom<Copy_Traits<Args...>, T>` writes it): a partial
// specialization and a function template deduce `Args` from all of an instance's
// arguments, also from an instance of a partial specialization of `Traits`, and an
// instance substitutes them back.
template <class S, class D = S>
struct copy_op {};

template <class Op, class... More>
struct traits {
    int more = sizeof...(More);
};
template <class S, class D>
struct traits<copy_op<S, D>> {
    int more = 40;
};

template <class... Args>
struct atom;
// An operation is wrapped in its traits: without the deduction below this recursed
// until the instantiation depth ran out.
template <class Op, class T>
struct atom<Op, T> : atom<traits<Op>, T> {};
template <class... Args, class T>
struct atom<traits<Args...>, T> : traits<Args...> {
    int args = sizeof...(Args);
    using same = traits<Args...>;
};

template <class... A>
__host__ __device__ traits<A...> echo(traits<A...> x) { return x; }
template <class... A>
__host__ __device__ int count(traits<A...>) { return sizeof...(A); }

__host__ __device__ long long run() {
    atom<copy_op<int>, float> wrapped;
    atom<traits<int, char, short>, float> direct;
    atom<traits<int>, float>::same one;
    traits<int, char> two = echo(traits<int, char>{});
    long long r = wrapped.args * 100 + wrapped.more;
    r = r * 100 + direct.args * 10 + direct.more;
    r = r * 100 + one.more * 10 + two.more;
    return r * 10 + count(traits<char, int, int, int>{});
}
