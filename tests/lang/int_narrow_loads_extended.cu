// Bytes and halves loaded and extended to int and long long: the load writes
// the wide register itself (`ld.local.s8 %r`, `ld.local.u16 %rd`), which must
// sign-extend signed types and zero-extend unsigned ones, negative values and
// the top bit of each width included.

__host__ __device__ long long run() {
  signed char sc[8] = {-128, -1, 0, 1, 127, -77, 55, -3};
  unsigned char uc[8] = {255, 128, 0, 1, 127, 200, 55, 254};
  short ss[8] = {-32768, -1, 0, 1, 32767, -12345, 555, -3};
  unsigned short us[8] = {65535, 32768, 0, 1, 32767, 50000, 555, 65534};
  volatile int order[8] = {5, 0, 7, 2, 4, 1, 6, 3};
  long long r = 0;
  for (int k = 0; k < 8; k++) {
    // Two indices, so that each load has one use (one extension).
    int i = order[k], n = order[7 - k];
    int a = sc[i];
    long long b = sc[n];
    unsigned c = uc[i];
    long long d = uc[n];
    int e = ss[i];
    long long g = ss[n];
    unsigned h = us[i];
    unsigned long long j = us[n];
    r = r * 7 + a + (b >> 3) + (long long)c * 3 + (d << 2) + e + (g >> 5) + (long long)h + (long long)(j * 5);
  }
  return r;
}
