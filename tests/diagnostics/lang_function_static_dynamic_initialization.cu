// expect: error 8:45: dynamic initialization is not supported for a function-scope static __device__ variable within a __device__/__global__ function
// A device function's static object is a device variable: its constructor must run
// at compile time, so arguments that are not constants are nvcc's error
struct Counter {
    int start;
    __device__ constexpr Counter(int s) : start(s) {}
};
__device__ int next(int s) { static Counter c(s); return c.start; }
__global__ void k(int* p) { p[0] = next(p[1]); }
