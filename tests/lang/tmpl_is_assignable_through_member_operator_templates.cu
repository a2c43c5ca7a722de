// `__is_assignable(T, U)` when the class of `T` assigns through a member `operator=`
// template constrained on its argument: the template overload resolution chooses (the
// `const` one for a `const` target) answers, as `declval<T>() = declval<U>()` would.
// A proxy of `int&` takes a proxy of `int` so; one whose constraint fails does not.
template <bool B, class T = void> struct EnableIf {};
template <class T> struct EnableIf<true, T> { using type = T; };
template <class T> struct Unref { using type = T; };
template <class T> struct Unref<T&> { using type = T; };
template <class T> struct Unref<T&&> { using type = T; };
template <class T> struct Box;
template <class T> constexpr bool IsLref = false;
template <class T> constexpr bool IsLref<T&> = true;
template <class T> constexpr bool IsBox = false;
template <class T> constexpr bool IsBox<Box<T>> = true;

template <class T> struct Box {
    T data;
    __host__ __device__ constexpr T&& take() { return static_cast<T&&>(data); }
    template <class O, typename EnableIf<IsBox<typename Unref<O>::type>, int>::type = 0>
    __host__ __device__ Box& operator=(O&& o) {
        data = o.take();
        return *this;
    }
    template <class O, typename EnableIf<IsBox<typename Unref<O>::type> && IsLref<T>, int>::type = 0>
    __host__ __device__ const Box& operator=(O&& o) const {
        data = o.take();
        return *this;
    }
    __host__ __device__ Box& operator=(const Box& r) {
        data = r.data;
        return *this;
    }
};

static_assert(__is_assignable(Box<int&>&, Box<int>), "through the template");
static_assert(__is_assignable(const Box<int&>&, Box<int>), "through the const template");
static_assert(!__is_assignable(const Box<int>&, Box<int>), "the const template's constraint fails");
static_assert(!__is_assignable(Box<int>&, int), "no template takes an int");
static_assert(__is_assignable(Box<int>&, const Box<int>&), "the copy assignment");

__host__ __device__ long long run() {
    int x = 1;
    Box<int&> r{x};
    r = Box<int>{41};
    const Box<int&> c{x};
    c = Box<int>{x + 1};
    return x;
}
