// expect: error 7:20: namespace "util" has no member "cube"
// a qualified name that the namespace does not declare
namespace util {
__device__ int sq(int x) { return x * x; }
}
__global__ void k(int* out) {
    out[0] = util::cube(2);
}
