// `__builtin_is_constant_evaluated()` is true while a constant expression is
// evaluated at compile time and false in generated code, so one constexpr function
// can take a constant-friendly path for `constexpr` variables and template
// arguments and another at run time (libcu++'s popcount and has_single_bit do).
__host__ __device__ constexpr int which(int x) {
    if (__builtin_is_constant_evaluated()) {
        return x * 10 + 1;
    }
    return x * 10 + 2;
}
template <int N> struct holder { static constexpr int value = N; };

__host__ __device__ long long run() {
    constexpr int at_compile_time = which(3);
    volatile int v = 4;
    int at_run_time = which(v);
    long long s = at_compile_time * 100 + at_run_time;
    s = s * 100 + holder<which(5)>::value;
    return s;
}
