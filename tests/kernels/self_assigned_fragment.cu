// A GEMM's accumulator fragment in the manner of CUTLASS's split-K GEMM
// (issue 44): 96 floats (more than sroa takes apart as one record) cleared by
// a `#pragma unroll` loop of more than 64 trips, then handed to a step that
// starts with `accum = src_accum;` where both are the same fragment. Once
// inlined, that is a copy of the slot onto itself; nvcc keeps all of it in
// registers.
// grid: 2
// block: 32
// buf: a f32 256 rand:7
// buf: out f32 64
// arg: a
// arg: out
// check: out
// tol: 4

struct Fragment {
  float v[96];
};

__device__ void accumulate(Fragment &accum, const float *a, Fragment const &src_accum) {
  accum = src_accum;
#pragma unroll
  for (int i = 0; i < 96; ++i)
    accum.v[i] += a[i & 31] * float(i + 1);
}

__global__ void self_assigned_fragment(const float *a, float *out) {
  Fragment accum;
#pragma unroll
  for (int i = 0; i < 96; ++i)
    accum.v[i] = float(i & 3);
  accumulate(accum, a + blockIdx.x * 128 + threadIdx.x, accum);
  float s = 0;
#pragma unroll
  for (int i = 0; i < 96; ++i)
    s += accum.v[i];
  out[blockIdx.x * 32 + threadIdx.x] = s;
}
