__managed__ int mcount = 3;
__managed__ float mvals[4];
__global__ void k(int* out) { out[threadIdx.x] = mcount + (int)mvals[threadIdx.x % 4]; mcount = 7; }
