// expect: error 7:12: user-defined literal operator not found
// expect: error 8:12: user-defined literal operator not found
// A literal whose suffix names no literal operator, or none taking its kind
// (nvcc's text).
__device__ unsigned long long operator""_kb(unsigned long long v) { return v * 1024; }
__global__ void k(unsigned long long* o) {
    o[0] = 7_mb;
    o[1] = 2.5_kb;
}
