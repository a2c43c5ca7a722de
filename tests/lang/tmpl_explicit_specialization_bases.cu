// Explicit (full) specializations of class templates with a base clause, as
// CCCL writes its traits (`template <> struct is_destructible<void> : public
// false_type {};`), next to a partial specialization with one.
template <class T, T v> struct constant { static constexpr T value = v; };
using no = constant<bool, false>;
using yes = constant<bool, true>;

template <class T> struct usable : public yes {};
template <class T> struct usable<T[]> : public no {};
template <> struct usable<void> : public no {};
template <> struct usable<const void> : no { static constexpr int extra = 3; };

struct Base { int w = 7; };
template <class T> struct Holder { T v; };
template <> struct Holder<char> : Base, constant<int, 40> { char v = 2; };

__host__ __device__ long long run() {
    long long s = usable<int>::value * 1000 + usable<int[]>::value * 100 + usable<void>::value * 10;
    s = s * 10 + usable<const void>::value + usable<const void>::extra;
    Holder<char> h;
    Holder<int> g{5};
    s = s * 1000 + h.w * 100 + Holder<char>::value + h.v + g.v;
    return s;
}
