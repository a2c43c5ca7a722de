// recursion the optimizer turns into loops (tail-recursion pass): a plain tail
// call, accumulations by +, *, ^, & and | (the call on either side), a void
// function storing on its way down, the last call of a sum, a result passed
// through ?: and an if/else, and forms that must stay recursive: the result
// used after other work, a call taking a local's address, a call whose result
// is used twice, mutual recursion.
__device__ int seed = 9;

__host__ __device__ unsigned gcd(unsigned a, unsigned b) { return b == 0 ? a : gcd(b, a % b); }
__host__ __device__ long long sum_to(int n) { if (n <= 0) return 0; return n + sum_to(n - 1); }
__host__ __device__ unsigned long long prod(int n) { return n <= 1 ? 1ull : prod(n - 1) * (unsigned long long)(n + 3); }
__host__ __device__ unsigned mixx(unsigned v, int n) { return n == 0 ? v : (v * 2654435761u) ^ mixx(v + 1, n - 1); }
__host__ __device__ unsigned ands(unsigned v, int n) { if (n == 0) return v | 1u; return (v | (1u << n)) & ands(v >> 1, n - 1); }
__host__ __device__ int ors(int v, int n) { if (n < 0) return 0; else return ors(v, n - 1) | (v & (1 << n)); }
__host__ __device__ void fill(int* a, int n, int v) { if (n == 0) return; a[n - 1] = v; fill(a, n - 1, v * 3 + 1); }
__host__ __device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__host__ __device__ int tri(int n, int acc) { if (n == 0) return acc; if (n & 1) return tri(n - 1, acc + n); return tri(n - 1, acc - n / 2); }
__host__ __device__ int after(int n) { if (n == 0) return 1; return after(n - 1) * 2 - 1; }
__host__ __device__ int via_local(int n, const int* p) { int x = *p + n; if (n == 0) return x; return via_local(n - 1, &x); }
__host__ __device__ int twice(int n) { if (n == 0) return 1; int r = twice(n - 1); return r + r; }
__host__ __device__ bool is_odd(int n);
__host__ __device__ bool is_even(int n) { return n == 0 ? true : is_odd(n - 1); }
__host__ __device__ bool is_odd(int n) { return n == 0 ? false : is_even(n - 1); }
__host__ __device__ unsigned long long wraps(int n) { return n == 0 ? 1 : 1000003ull * wraps(n - 1); }

__host__ __device__ long long run() {
    int s = seed;
    int a[8] = {0};
    fill(a, 8, s);
    int start = 5;
    long long r = gcd(1071u * s, 462u * s) + sum_to(10 * s) * 3 + (long long)(prod(s) % 1000003) + mixx(s, 20) % 9973;
    r = r * 31 + ands(0xfffffu * s, 12) + ors(0x5a5a * s, 14) + fib(s + 3) + tri(13 * s, 4) + after(s) + via_local(s, &start);
    r = r * 31 + twice(s) + is_even(s * 3) + (long long)(wraps(40 + s) % 1000000007u);
    for (int i = 0; i < 8; i++)
        r = r * 7 + a[i];
    return r;
}
