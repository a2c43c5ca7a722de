// Seventy-two two-trip loops in one kernel, each filling a small local array
// read after it (issue 44: a CUTLASS 2.x GEMM holds
// 156 such loops once inlined, `Coord`'s loops over its two dimensions; the
// unroller stopped after 64 and the rest kept their arrays in local memory).
// grid: 1
// block: 64
// buf: in i32 256 iota
// buf: out i32 64
// arg: in
// arg: out
// check: out

#define STEP(k)                                   \
  {                                               \
    int t[2];                                     \
    _Pragma("unroll") for (int i = 0; i < 2; ++i) \
      t[i] = in[(tid + (k) * 3 + i * 5) & 255];   \
    acc += t[0] * ((k) + 1) - t[1];               \
  }
#define STEP8(k) STEP(k) STEP(k + 1) STEP(k + 2) STEP(k + 3) STEP(k + 4) STEP(k + 5) STEP(k + 6) STEP(k + 7)

__global__ void many_small_loops(const int *in, int *out) {
  int tid = threadIdx.x;
  int acc = 0;
  STEP8(0) STEP8(8) STEP8(16) STEP8(24) STEP8(32) STEP8(40) STEP8(48) STEP8(56) STEP8(64)
  out[tid] = acc;
}
