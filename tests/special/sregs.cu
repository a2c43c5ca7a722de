// Special-register builtins (specs/runtime.md): each thread writes what it
// reads to out[16 * thread + k]; tests/special_vars.rs checks the values.
__global__ void sregs(unsigned* out, unsigned long long* times) {
  unsigned t = threadIdx.x;
  unsigned* p = out + 16 * t;
  p[0] = __laneid();
  p[1] = __lanemask_eq();
  p[2] = __lanemask_lt();
  p[3] = __lanemask_le();
  p[4] = __lanemask_gt();
  p[5] = __lanemask_ge();
  p[6] = __warpid();
  p[7] = __nwarpid();
  p[8] = __smid();
  p[9] = __nsmid();
  p[10] = __dynamic_smem_size();
  long long c0 = clock64();
  unsigned long long g0 = __globaltimer();
  long long c1 = clock64();
  unsigned long long g1 = __globaltimer();
  times[4 * t] = c0;
  times[4 * t + 1] = c1;
  times[4 * t + 2] = g0;
  times[4 * t + 3] = g1;
}
