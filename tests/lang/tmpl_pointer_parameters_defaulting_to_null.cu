// Non-type template parameters declared `enable_if_t<C>* = nullptr` (as Thrust's
// allocator_aware_execution_policy constrains operator()): a pointer whose
// default is a null pointer, also on member templates and call operators.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> inline constexpr bool is_ref_v = false;
template <class T> inline constexpr bool is_ref_v<T&> = true;

struct Policy {
    template <typename A, enable_if_t<!is_ref_v<A>>* = nullptr>
    __host__ __device__ int operator()(A&&) const { return 1; }
    template <typename A, enable_if_t<is_ref_v<A>>* = nullptr>
    __host__ __device__ int operator()(A&&) const { return 2; }
    template <typename A, enable_if_t<(sizeof(A) > 2)>* = nullptr>
    __host__ __device__ int width(A) const { return 4; }
    template <typename A, enable_if_t<(sizeof(A) <= 2)>* = nullptr>
    __host__ __device__ int width(A) const { return 2; }
};

template <typename A, enable_if_t<!is_ref_v<A>>* = nullptr>
__host__ __device__ int f(A&&) { return 10; }

__host__ __device__ long long run() {
    Policy p;
    int x = 0;
    short s = 1;
    return p(3) * 100000 + p(x) * 10000 + f(4) * 100 + p.width(x) * 10 + p.width(s);
}
