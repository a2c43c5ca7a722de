// function templates instantiating other instances of themselves, plus runtime recursion in a template
template <int N>
__host__ __device__ long long factorial() {
    return N <= 1 ? 1 : N * factorial<N - 1 + (N <= 1)>();
}

template <typename T>
__host__ __device__ T fib_rt(T n) {
    return n < 2 ? n : fib_rt(n - 1) + fib_rt(n - 2);
}

template <int N>
__host__ __device__ int fib() {
    return fib_rt(N);
}

__host__ __device__ long long run() { return factorial<12>() * 1000 + fib<15>(); }
