// A template template parameter declared with a pack (`template <typename,
// typename...> class Ptr`) in a partial specialization's pattern `Ptr<OldT, Tail...>`
// matches instances of templates with ordinary parameters (`fancy<char, void>`), as
// Thrust's `rebind_pointer` does; also through a member alias template of a partial
// specialization chosen by `void_t`.
template <class...> using void_t = void;
namespace thr { namespace detail {
template <typename Ptr, typename T> struct rebind_pointer;
template <typename T, typename U> struct rebind_pointer<T*, U> { using type = U*; };
template <template <typename, typename...> class Ptr, typename OldT, typename... Tail, typename T>
struct rebind_pointer<Ptr<OldT, Tail...>, T> { using type = Ptr<T, Tail...>; };
}}
namespace cs {
template <class P, class = void> struct pointer_traits {
    template <class U> using rebind = U*;
    using difference_type = int;
};
template <typename Pointer>
struct pointer_traits<Pointer, void_t<typename Pointer::raw_pointer>> {
    using difference_type = long;
    template <typename U>
    using rebind = typename ::thr::detail::rebind_pointer<Pointer, U>::type;
};
}
template <class T, class Tag> struct fancy { using raw_pointer = T*; T* p; };
template <class A, class B, class C> struct triple { A a; B b; C c; };
template <template <class, class> class Two, class X, class Y> struct swap2 { using type = Two<Y, X>; };
template <class P> struct swap2_of;
template <template <class, class> class Two, class X, class Y> struct swap2_of<Two<X, Y>> { using type = Two<Y, X>; };
template <class T> struct first_of;
template <template <class...> class L, class F, class... R> struct first_of<L<F, R...>> { using type = F; };

template <class T, class Ptr> struct alloc {
    using pointer = typename cs::pointer_traits<Ptr>::template rebind<T>;
    using difference_type = typename cs::pointer_traits<pointer>::difference_type;
};
__host__ __device__ long long run() {
    alloc<int, fancy<char, void>>::pointer x{};
    int v = 5;
    x.p = &v;
    alloc<int, fancy<char, void>>::difference_type d = 3;
    alloc<int, float*>::pointer y = &v;
    alloc<int, float*>::difference_type e = 2;
    swap2_of<fancy<char, double>>::type s{};
    double w = 1.5;
    s.p = &w;
    first_of<triple<short, int, long>>::type f = 7;
    return *x.p * 1000 + d * 100 + *y * 10 + e + (long long)(*s.p * 2) * 10000 + sizeof(f) * 100000;
}
