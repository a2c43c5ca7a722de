// __grid_constant__ kernel parameters -> byval .param arrays read in place (ld.param, cvta.param
// when the address escapes); checked against tests/nvcc/attributes/grid_constant.ptx (sm_90).
struct Params { int table[4]; float scale; };
__device__ __noinline__ int pick(const int* p, int i) { return p[i]; }
__global__ void __launch_bounds__(128) scaled(const __grid_constant__ Params p, int* out, const __grid_constant__ int bias) {
  out[threadIdx.x] = pick(&p.table[0], threadIdx.x % 4) + pick(&bias, 0) + (int)p.scale;
}
__global__ void indexed(const __grid_constant__ Params p, int* out) { out[threadIdx.x] = p.table[threadIdx.x % 4]; }
