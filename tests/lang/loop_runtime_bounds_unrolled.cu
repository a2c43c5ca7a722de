// Loops counting by one to a bound known only at run time, which -O3 unrolls
// by 4 with the loop as it was for the remainder: trip counts of 0 to 9 and a
// multiple of 4, a start past the bound, a signed bound next to INT_MAX, an
// unsigned counter, a `!=` test, and a sum that depends on the order of the
// iterations.
#include <climits>

__host__ __device__ unsigned long long weighted(const int* a, int lo, int n) {
  unsigned long long s = 0;
  for (int k = lo; k < n; k++) s = s * 3 + a[k] * (k + 1);
  return s;
}

__host__ __device__ unsigned long long unsigned_sum(const int* a, unsigned lo, unsigned n) {
  unsigned long long s = 0;
  for (unsigned k = lo; k < n; k++) s = s * 5 - (unsigned long long)a[k];
  return s;
}

__host__ __device__ unsigned long long until_equal(const int* a, int lo, int n) {
  unsigned long long s = 1;
  for (int k = lo; k != n; ++k) s = s * 7 + (a[k] ^ k);
  return s;
}

__host__ __device__ unsigned long long near_int_max(int n) {
  unsigned long long s = 0;
  for (int k = INT_MAX - 9; k < n; k++) s += k & 7;
  return s;
}

__host__ __device__ long long run() {
  int a[40];
  for (int i = 0; i < 40; i++) a[i] = i * 7 - 100;
  volatile int bounds[] = {0, 1, 2, 3, 4, 5, 8, 9, 13, 16, 17, 40};
  volatile int starts[] = {0, 1, 3, 7, 12};
  unsigned long long r = 0;
  for (int t = 0; t < 12; t++) {
    for (int u = 0; u < 5; u++) {
      int lo = starts[u], n = bounds[t];
      r = r * 31 + weighted(a, lo, n);
      r = r * 31 + unsigned_sum(a, unsigned(lo), unsigned(n));
      if (lo <= n) r = r * 31 + until_equal(a, lo, n);
    }
  }
  volatile int top = INT_MAX;
  volatile int low = INT_MAX - 20;
  r = r * 31 + near_int_max(top) + near_int_max(low);
  return (long long)(r >> 1);
}
