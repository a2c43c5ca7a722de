// expect: error 10:38: temporaries with destructors in a conditionally evaluated operand are not supported yet
// a temporary with a destructor in an arm of `?:` (or the right operand of `&&`,
// `||`) would need a flag saying whether it was constructed; ptxc reports it
struct T {
    int v;
    __device__ T(int x) : v(x) {}
    __device__ ~T() { v = 0; }
};
__device__ int pick(bool c) {
    int r = 1; int s = 2; return r + (c ? T(s).v : 0);
}
__global__ void k(int* o) { o[0] = pick(o[1] != 0); }
