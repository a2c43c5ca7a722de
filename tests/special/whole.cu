// Whole threadIdx/blockIdx/blockDim/gridDim values (three sreg reads combined
// into `predef_tmp`): copied, passed by value, stored in a struct, read through
// `auto`; tests/special_vars.rs checks every thread's eight results.
struct Pair { uint3 t; dim3 g; };
__device__ unsigned sum(uint3 v) { return v.x + 10 * v.y + 100 * v.z; }
__device__ unsigned product(const dim3 d) { return d.x * d.y * d.z; }
__global__ void whole(unsigned* out) {
  uint3 t = threadIdx;
  dim3 b = blockDim;
  uint3 c = blockIdx;
  dim3 g = gridDim;
  auto a = threadIdx;
  Pair p;
  p.t = threadIdx;
  p.g = gridDim;
  unsigned lin = t.x + b.x * (t.y + b.y * t.z);
  unsigned blk = c.x + g.x * (c.y + g.y * c.z);
  unsigned* o = out + 8 * (lin + b.x * b.y * b.z * blk);
  o[0] = sum(threadIdx);
  o[1] = product(blockDim);
  o[2] = sum(blockIdx);
  o[3] = product(gridDim);
  o[4] = (threadIdx).y + a.z;
  o[5] = p.t.x + p.g.y;
  o[6] = lin;
  o[7] = blk;
}
