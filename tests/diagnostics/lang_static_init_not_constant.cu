// expect: error 16:20: dynamic initialization is not supported for a __device__ variable
// expect: error 17:21: dynamic initialization is not supported for a __device__ variable
// expect: error 18:20: dynamic initialization is not supported for a __device__ variable
// expect: error 19:21: dynamic initialization is not supported for a __device__ variable
// expect: error 20:31: dynamic initialization is not supported for a __device__ variable
// expect: error 21:22: dynamic initialization is not supported for a __constant__ variable
// expect: error 25:20: dynamic initialization is not supported for a function-scope static __device__ variable within a __device__/__global__ function
// expect: error 29:22: dynamic initialization is not supported for a __device__ variable
// Initializers of device-side variables that are not constants (nvcc rejects each):
// reads of variables, an address cut to a narrower integer, an offset that is not a
// constant, the address of a __shared__ variable (one per block); the error points
// at the element that is not a constant. Address constants nvcc accepts (`&g + 1`,
// a read of a const pointer, the address of a __constant__ variable) pass.
__device__ int x;
__device__ int *p = &x;
__device__ int y = x;
__device__ int *q = p;
__device__ int n = (int)(long)&x;
__device__ int *r = &x + y;
__device__ int *arr[3] = {&x, p, nullptr};
__constant__ int c = x;
__device__ int *const cp = &x + 1;
__device__ int *ok = cp;
__device__ int f(int k) {
    static int s = k;
    return s + c + *ok;
}
__shared__ int s_block;
__device__ int *ps = &s_block;
__constant__ int c_table[4];
__device__ const int *pc = &c_table[2];
