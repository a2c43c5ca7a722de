// Compares of `char`, `signed char`, `unsigned char` and `short` values that
// C widens to `int` first: `^` tested for nonzero, signed and unsigned orders,
// on values with the top bit set (where sign and zero extension differ).
__host__ __device__ long long run() {
  volatile signed char s[] = {-128, -1, 0, 1, 127, -77};
  volatile unsigned char u[] = {0, 1, 127, 128, 200, 255};
  volatile short h[] = {-32768, -1, 0, 1, 300, 32767};
  unsigned long long r = 0;
  for (int i = 0; i < 6; i++) {
    for (int j = 0; j < 6; j++) {
      signed char a = s[i], b = s[j];
      unsigned char c = u[i], d = u[j];
      short e = h[i], g = h[j];
      int bits = ((a ^ b) != 0) | (a < b) << 1 | (a >= b) << 2 | ((c ^ d) != 0) << 3 | (c < d) << 4 |
                 (c > d) << 5 | (e < g) << 6 | ((e ^ g) == 0) << 7 | ((unsigned)a < (unsigned)b) << 8;
      r = r * 1000003u + unsigned(bits);
    }
  }
  return (long long)(r >> 2);
}
