// An iterator in the manner of CUTLASS's PredicatedTileIterator: its position
// is held in fields, and its predicate word `pred[word]` is read at an index
// computed from them (issue 44). The array has one word, but the slot has more
// than the few elements indexed_loads turns into a choice, so it stayed in
// local memory until the fields' loads read values forwarded from their stores.
// grid: 2
// block: 64
// buf: in f32 512 iota
// buf: out f32 128
// arg: in
// arg: out
// arg: i32:100
// check: out

struct Iter {
  unsigned pred[1];
  int stride, offset, vec, contig, strided;
  const float *ptr;

  __device__ Iter(const float *p, int n, int tid) : stride(n / 4), offset(tid), vec(0), contig(0), strided(0), ptr(p) {
    pred[0] = 0;
    for (int i = 0; i < 8; ++i)
      pred[0] |= unsigned(tid * 4 + i < n) << i;
  }
  __device__ bool valid() const {
    int idx = vec + contig * 2 + strided * 4;
    return pred[idx / 32] & (1u << (idx % 32));
  }
  __device__ float get() const { return valid() ? ptr[offset + contig + strided * stride] : -1.0f; }
  __device__ void next() {
    if (++contig < 2)
      return;
    contig = 0;
    ++strided;
  }
};

__global__ void predicated_iterator(const float *in, float *out, int n) {
  Iter it(in + blockIdx.x * 256, n, threadIdx.x);
  float s = 0;
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    s += it.get() * (i + 1);
    it.next();
  }
  out[blockIdx.x * 64 + threadIdx.x] = s;
}
