// Q16.16 fixed-point arithmetic with 64-bit intermediates
typedef int fixed;
__host__ __device__ fixed to_fixed(int v) { return v * 65536; }
__host__ __device__ fixed fmul(fixed a, fixed b) { return (fixed)(((long long)a * b) >> 16); }
__host__ __device__ fixed fdiv(fixed a, fixed b) { return (fixed)(((long long)a * 65536) / b); }

__host__ __device__ long long run() {
    fixed x = to_fixed(3) / 2;
    fixed y = fdiv(to_fixed(22), to_fixed(7));
    fixed z = fmul(x, y);
    fixed acc = 0;
    for (int i = 1; i <= 10; i++) acc += fdiv(to_fixed(1), to_fixed(i));
    return (long long)z * 1000000 + acc;
}
