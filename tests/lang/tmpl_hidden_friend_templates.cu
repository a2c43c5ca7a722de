// Friend function templates defined in a class template ("hidden friends", as
// libcu++'s chrono::duration defines its comparisons): found by
// argument-dependent lookup from outside the namespace (operators; named calls
// find them from inside it), parsed in the class (its injected name and
// parameters), one per class instance.
template <bool B, class T = void> struct en_if {};
template <class T> struct en_if<true, T> { using type = T; };
template <bool B, class T = void> using en_if_t = typename en_if<B, T>::type;
template <class T> struct is_length { static constexpr bool value = false; };

namespace units {
template <class Rep, int Scale>
struct length {
    Rep count;
    __host__ __device__ constexpr explicit length(Rep c) : count(c) {}
    __host__ __device__ constexpr long long base() const { return (long long)count * Scale; }

    template <class Rep2, int Scale2>
    __host__ __device__ friend constexpr bool operator<(const length& a, const length<Rep2, Scale2>& b) {
        return a.base() < b.base();
    }
    template <class Rep2, int Scale2>
    __host__ __device__ friend constexpr bool operator>=(const length& a, const length<Rep2, Scale2>& b) {
        return !(a < b);
    }
    template <class Rep2, int Scale2>
    __host__ __device__ friend constexpr length operator+(const length& a, const length<Rep2, Scale2>& b) {
        return length(Rep(a.count + b.base() / Scale));
    }
    // Constrained as libcu++'s _CCCL_TEMPLATE/_CCCL_REQUIRES spell it.
    template <class Rep2, bool ok_ = true, en_if_t<(!is_length<Rep2>::value) && ok_, int> = 0>
    [[nodiscard]] __host__ __device__ friend constexpr length<long long, Scale> operator/(const length& a,
                                                                                      const Rep2& k) {
        return length<long long, Scale>(a.count / k);
    }
    template <class T>
    __host__ __device__ friend constexpr long long scaled_by(const length& a, T k) {
        return a.base() * (long long)k;
    }
};
using mm = length<int, 1>;
using m = length<long long, 1000>;

__host__ __device__ inline long long inside(mm a) { return scaled_by(a, 3); }
}  // namespace units

__host__ __device__ long long run() {
    units::mm a(1500);
    const units::mm& r = a;
    units::m b(2);
    long long s = (r >= units::m(1)) * 1000000 + (a < b) * 100000 + (b < a) * 10000;
    units::mm c = a + b;               // 3500 mm
    units::m d = b + units::m(3);      // 5 m
    s += c.count + d.count * 10;       // 3550
    s = s * 100 + units::inside(units::mm(5));  // + 15 (ADL inside the namespace)
    s = s * 1000 + (r / 5).count;                 // + 300
    return s;
}
