// explicit and partial specializations of variable templates: the most specialized
// matching one gives the instance (as type traits write `is_pointer_v<T*>`), also with
// `inline`, in namespaces, for non-type parameters and packs
template <class T> inline constexpr bool is_fp_v = false;
template <> inline constexpr bool is_fp_v<float> = true;
template <> inline constexpr bool is_fp_v<double> = true;

template <class T> constexpr int ptr_depth = 0;
template <class T> constexpr int ptr_depth<T*> = 1 + ptr_depth<T>;
template <class T> constexpr int ptr_depth<T* const> = 100 + ptr_depth<T>;

template <class T, class U> constexpr bool same_v = false;
template <class T> constexpr bool same_v<T, T> = true;

namespace traits {
template <class T> constexpr int rank = 0;
template <class T, unsigned long N> constexpr int rank<T[N]> = 1 + rank<T>;
template <class T> constexpr int cv = 0;
template <class T> constexpr int cv<const T> = 1;
template <class T> constexpr int cv<volatile T> = 2;
template <class T> constexpr int cv<const volatile T> = 3;
}

template <int N> constexpr long fact = N * fact<N - 1>;
template <> constexpr long fact<0> = 1;

template <class... Ts> constexpr int count = 0;
template <class T, class... Ts> constexpr int count<T, Ts...> = 1 + count<Ts...>;

template <class T> __device__ float scale = 1.0f;
template <> __device__ float scale<int> = 3.0f;

__host__ __device__ long long run() {
    long long s = is_fp_v<float> + is_fp_v<double> * 2 + is_fp_v<int> * 4;  // 3
    s = s * 10 + ptr_depth<int***>;                                          // 3
    s = s * 1000 + ptr_depth<int** const>;                                   // 101
    s = s * 10 + same_v<int, int> + same_v<int, long> * 2 + same_v<const int, int> * 4;  // 1
    s = s * 10 + traits::rank<int[2][3][4]>;                                 // 3
    s = s * 10 + traits::cv<int> + traits::cv<const int> * 1;                // 1
    s = s * 10 + traits::cv<const volatile int>;                             // 3
    s = s * 10 + traits::cv<volatile char>;                                  // 2
    s = s * 10 + count<int, char, float, double>;                            // 4
    s = s * 1000 + fact<6>;                                                  // 720
    return s;
}

__device__ float device_scale() { return scale<int> + scale<char>; }
