// The warp-level loop of a CUTLASS 2.x GEMM's main loop (issue 44), reduced:
// inside a run-time loop over tiles, a `#pragma unroll` loop of 8 steps reads
// double-buffered fragments `frag[k % 2]` and fills `frag[(k + 1) % 2]`; its
// first step also reads the next tile from global memory and its last writes
// shared memory. Counted whole in each of its 8 copies the loop is past the
// pragma budget, but in each copy the `k == 0` and `k == 7` parts but one
// fold away: nvcc unrolls it, and the fragments live in registers.
// grid: 1
// block: 32
// buf: a u32 4096 rand:3
// buf: out u32 32
// arg: a
// arg: out
// arg: i32:3
// check: out
// needs: runtime

__global__ void double_buffered_fragments(const unsigned *a, unsigned *out, int tiles) {
  __shared__ unsigned tile[8][33];
  unsigned acc[8][4] = {};
  unsigned frag[2][8];
  unsigned staged = 0;
  int lane = threadIdx.x;
  for (int i = 0; i < 8; ++i)
    tile[i][lane] = a[i * 32 + lane];
  __syncthreads();
#pragma unroll
  for (int i = 0; i < 8; ++i)
    frag[0][i] = tile[i][(lane + i) & 31];
  for (int t = 0; t < tiles; ++t) {
#pragma unroll
    for (int k = 0; k < 8; ++k) {
      if (k == 7) {
        __syncthreads();
#pragma unroll
        for (int i = 0; i < 8; ++i)
          tile[i][lane] = staged * unsigned(i + 1);
        __syncthreads();
      }
#pragma unroll
      for (int i = 0; i < 8; ++i)
        frag[(k + 1) % 2][i] = tile[(i + k) & 7][(lane + i + k) & 31];
      if (k == 0) {
        unsigned s = 0;
#pragma unroll
        for (int i = 0; i < 64; ++i)
          s += a[(t * 1024 + i * 7 + lane) & 4095] * a[(t * 512 + i * 5 + lane) & 4095] + a[(i * 3 + lane) & 4095];
#pragma unroll
        for (int i = 0; i < 64; ++i)
          s -= a[(t * 256 + i * 11 + lane) & 4095] * a[(t * 128 + i * 13 + lane) & 4095] - a[(i * 9 + lane) & 4095];
        staged = s;
      }
#pragma unroll
      for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] += frag[k % 2][i] * frag[k % 2][(j * 2 + k) & 7];
    }
  }
  unsigned r = 0;
#pragma unroll
  for (int i = 0; i < 8; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j)
      r += acc[i][j] * unsigned(i * 4 + j + 1);
  out[lane] = r;
}
