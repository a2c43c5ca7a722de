// What cuda::std::tuple is built from: a partial specialization deriving from one
// base per element of two packs (`leaf<Is, Ts>...`), constructed by a
// mem-initializer pack expansion (`leaf<Is, Ts>(us)...`); two bases from one
// class template; the injected class name as a template with a pack
// (`tup<Us...>&` inside `tup`); a constructor template whose default template
// argument names the class's own pack; `T{...}(args)` as an expression
// statement; a member function of a class template instance whose body would
// not compile for it, never called, so never instantiated.
template <unsigned long...> struct indices {};
template <unsigned long I, class T> struct leaf {
    T v;
    __host__ __device__ T get() const { return v; }
};
template <class Idx, class... Ts> struct impl;
template <unsigned long... Is, class... Ts>
struct impl<indices<Is...>, Ts...> : public leaf<Is, Ts>... {
    template <class... Us> __host__ __device__ impl(Us... us) : leaf<Is, Ts>(leaf<Is, Ts>{us})... {}
};
struct two : leaf<0, int>, leaf<1, short> {
    __host__ __device__ two(int a, short b) : leaf<0, int>{a}, leaf<1, short>{b} {}
};
template <class... Tp> struct count { static constexpr int value = sizeof...(Tp); };
template <class T, class...> struct first { using type = T; };
template <class... Tp>
struct tup {
    int n;
    __host__ __device__ tup(int x) : n(x) {}
    template <class... Us, int K = count<Tp...>::value>
    __host__ __device__ tup(tup<Us...>& t, int k) : n(t.n + k * K) {}
    template <class... Us> __host__ __device__ int f(tup<Us...>& t) { return t.n + sizeof...(Us); }
    // Only meant for pointer element types: `*p` does not compile for an int.
    __host__ __device__ int deref(typename first<Tp...>::type p) { return *p; }
};
namespace ns {
struct adder {
    int* p;
    __host__ __device__ void operator()(int a) const { *p += a; }
};
}

__host__ __device__ long long run() {
    impl<indices<0, 1>, int, short> t(3, (short)4);
    long long s = static_cast<leaf<0, int>&>(t).get() * 10 + static_cast<leaf<1, short>&>(t).get();
    two w(5, 6);
    s = s * 100 + static_cast<leaf<0, int>&>(w).get() * 10 + static_cast<leaf<1, short>&>(w).get();
    tup<int, int> a(3);
    tup<int, int> b(a, 4);
    s = s * 100 + b.n;
    s = s * 100 + b.f(a);
    int acc = 1;
    ns::adder{&acc}(20);
    ::ns::adder{&acc}(300);
    s = s * 1000 + acc;
    return s;
}
