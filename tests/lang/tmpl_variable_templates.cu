// Variable templates (C++14) at namespace scope, with defaults, as static members of
// classes and class templates, arrays, in constant expressions and `if constexpr`;
// `inline` variables and `static inline` / `static constexpr` members used without
// an out-of-class definition (C++17).
template <class T> constexpr bool is_small_v = sizeof(T) <= 4;
template <class T> constexpr int size_v = sizeof(T) * 2;
template <class T, int K = 3> constexpr T scaled = T(K) * 2;
inline int counter = 3;
inline constexpr int limit = 9;
struct S { static constexpr int k = 5; template <class T> static constexpr int w = sizeof(T); };
struct Q { static inline int n = 7; static constexpr double d = 2.5; static inline const float f = 1.5f; };
template <class T> struct TS { static constexpr T one = T(1); template <int N> static constexpr T times = one * N; };
template <int N> struct Fact { static constexpr long long value = N * Fact<N - 1>::value; };
template <> struct Fact<0> { static constexpr long long value = 1; };
template <int N> constexpr long long fact_v = Fact<N>::value;
template <class T> __host__ __device__ int pick() { if constexpr (is_small_v<T>) return 1; else return 2; }
template <class T> constexpr T table[3] = {T(1), T(2), T(3)};
__host__ __device__ long long run() {
  int a[size_v<short>];
  const int* tp = &table<int>[1];
  long long r = is_small_v<int> * 1000 + is_small_v<double> * 100 + sizeof(a) + S::k + S::w<long long> + (int)Q::d + limit;
  r = r * 100 + pick<char>() * 10 + pick<double>();
  r = r * 100 + scaled<int> + scaled<long, 5> + TS<int>::times<7> + (int)Q::f;
  r = r * 1000 + fact_v<5> + *tp;
  return r;
}
