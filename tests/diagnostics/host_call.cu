// expect: error 4:31: calling a __host__ function("host_fn(int *)") from a __device__ function("dev") is not allowed
void host_fn(int* p) { p[0] = 1; }

__device__ void dev(int* p) { host_fn(p); }
__global__ void k(int* p) { dev(p); }
