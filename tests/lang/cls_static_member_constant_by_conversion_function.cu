// A static integral member constant initialized in its class by an object of a class
// with a `constexpr` conversion function (`static constexpr int N = Int<4>{};`, as CuTe
// writes `static constexpr int NumValSrc = size<1>(ValLayoutSrc{});`) or by a floating
// constant: the initializer converts to the member's type as a copy-initialization
// does, and the value is a constant. Before, "expression must have a constant value".
template <class T, T v> struct Constant {
    static constexpr T value = v;
    __host__ __device__ constexpr operator T() const noexcept { return value; }
};
template <int v> using Int = Constant<int, v>;

struct Three {
    __host__ __device__ constexpr operator long() const { return 3; }
};

struct Plain {
    static constexpr int N = Int<4>{};
    static constexpr long L = Three{};
    static const int F = 2.75;  // truncated, as a copy-initialization
    static constexpr unsigned char C = Int<300>{};  // wraps to 44
};

template <class L> struct FromParameter {
    static constexpr int N = L{};
    int arr[N];  // a constant: it sizes an array
};

template <int A, int B> __host__ __device__ constexpr Int<A * B> product(Int<A>, Int<B>) { return {}; }
template <class X, class Y> struct FromCall {
    static constexpr int N = product(X{}, Y{});
};

__host__ __device__ long long run() {
    long long r = Plain::N;                              // 4
    r = r * 10 + Plain::L;                               // 3
    r = r * 10 + Plain::F;                               // 2
    r = r * 100 + Plain::C;                              // 44
    r = r * 10 + FromParameter<Int<5>>::N;               // 5
    r = r * 10 + (long long)(sizeof(FromParameter<Int<6>>) / sizeof(int));  // 6
    r = r * 100 + FromCall<Int<3>, Int<7>>::N;           // 21
    return r;
}
