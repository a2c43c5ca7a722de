// expect: error 4:19: expression must have a constant value
// `if constexpr` needs a constant condition (nvcc's text).
__device__ int f(int n) {
    if constexpr (n > 2)
        return 1;
    return 0;
}
