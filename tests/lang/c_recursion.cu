// recursion: factorial, fibonacci, mutual recursion
__host__ __device__ long long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
__host__ __device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__host__ __device__ bool is_odd(int n);
__host__ __device__ bool is_even(int n) { return n == 0 ? true : is_odd(n - 1); }
__host__ __device__ bool is_odd(int n) { return n == 0 ? false : is_even(n - 1); }

__host__ __device__ long long run() {
    return fact(15) + fib(15) * 1000 + is_even(10) * 7 + is_odd(7) * 3;
}
