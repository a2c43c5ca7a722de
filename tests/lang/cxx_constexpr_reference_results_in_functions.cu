// A constexpr variable in a function body initialized by a constexpr function that
// returns a `const T&` to one of its prvalue arguments (`max(alignof(T), 16ul)`, as
// libcu++'s memcpy_async computes its alignment): the temporaries bound to the
// parameters get their values in the constant evaluation. Also through a variable
// template with a partial specialization chosen by void_t.
template <class...> using void_t = void;
template <unsigned long A> struct aligned { static constexpr unsigned long align = A; };
template <class, class = void> constexpr unsigned long align_of_v = 1;
template <class T> constexpr unsigned long align_of_v<T, void_t<decltype(T::align)>> = T::align;

template <class T> __host__ __device__ constexpr const T& biggest(const T& a, const T& b) { return a < b ? b : a; }
template <class T> __host__ __device__ constexpr const T& least(const T& a, const T& b) { return b < a ? b : a; }

template <class T, class S> __host__ __device__ unsigned long alignment() {
    constexpr auto a = biggest(alignof(T), align_of_v<S>);
    static_assert(a >= alignof(T), "at least the element's");
    return a;
}

struct alignas(32) Wide { double d[4]; };

__host__ __device__ long long run() {
    constexpr auto m = biggest(alignof(double), 16ul);
    constexpr int n = least(3 * 7, 4 + 5);
    int arr[least(5, 9)] = {};
    long long s = m;
    s = s * 100 + n;
    s = s * 10 + sizeof(arr) / sizeof(arr[0]);
    s = s * 100 + alignment<float, aligned<16>>();
    s = s * 100 + alignment<double, int>();
    s = s * 100 + alignment<Wide, aligned<8>>();
    return s;
}
