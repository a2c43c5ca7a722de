// What libcu++'s traits are built on: a call through a function pointer whose type
// is written `noexcept` cannot throw (its `declval<T>()` is such a pointer), a
// trailing `noexcept` before `->` belongs to the function, `decltype` of a call
// returning `T&&` is `T&&`, overloads on `T&&` and `const T&&` are told apart for
// an xvalue, `t.template get<I>()` and `decltype(x)::type`, the address of a
// function template specialization whose template has a parameter pack, and the
// operand of `sizeof` is unevaluated (a function it calls need not be defined).
template <class T, bool N = true> using declfn = T (*)() noexcept(N);
template <class T> extern declfn<T&&> dv;
template <class T> struct rr { typedef T type; };
template <class T> struct rr<T&> { typedef T type; };
template <class T> __host__ __device__ typename rr<T>::type&& mv(T&& t) noexcept { return static_cast<typename rr<T>::type&&>(t); }
template <class T> struct is_rref { static constexpr int v = 0; };
template <class T> struct is_rref<T&&> { static constexpr int v = 1; };
template <class T> auto trailing() noexcept -> T;
template <class I> __host__ __device__ auto deref_move(I&& i) -> decltype(mv(*i)) { return mv(*i); }
struct Box {
    int v;
    template <int I> __host__ __device__ int get() const { return v * I; }
    using type = long;
};
__host__ __device__ int which(Box&&) { return 1; }
__host__ __device__ int which(const Box&&) { return 2; }
__host__ __device__ int which(const Box&) { return 3; }
template <class U> __host__ __device__ int via_template(const U& u) { return u.template get<3>(); }
template <class T, class... A> __host__ __device__ int count() { return 1 + sizeof...(A) + sizeof(T); }
int undefined_function();

__host__ __device__ long long run() {
    long long s = noexcept(dv<int>()) * 10 + noexcept(trailing<int>());
    int x = 4;
    int* p = &x;
    s = s * 10 + is_rref<decltype(mv(x))>::v;
    s = s * 10 + deref_move(p);
    Box b{5};
    s = s * 10 + which(mv(b));
    s = s * 100 + via_template(b);
    decltype(b)::type wide = 7;
    s = s * 10 + wide;
    int (*f)() = &count<char, int, int>;
    s = s * 10 + f();
    s = s * 10 + sizeof(undefined_function());
    return s;
}
