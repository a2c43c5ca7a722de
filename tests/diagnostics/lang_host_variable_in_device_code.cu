// expect: error 14:12: identifier "host_counter" is undefined in device code
// expect: error 15:12: identifier "host_dynamic" is undefined in device code
// expect: error 17:41: identifier "host_counter" is undefined in device code
// Device code cannot reach a host variable (nvcc's error, also in a __host__
// __device__ function); a const host variable with a constant value folds and
// is fine. A host variable initialized at run time is the host program's
// business and no error of its own.
int host_counter = 5;
int make();
int host_dynamic = make();
const int host_constant = 7;
static int host_static = make();
__device__ int read(int k) {
    return host_counter + k +
           host_dynamic + host_constant;
}
__host__ __device__ int both() { return host_counter; }
int host_only() { return host_counter + host_static; }
__global__ void k(int *o) { o[0] = read(1) + both(); }
