// expect: error 6:14: no instance of function template "make" matches the argument list
// a template parameter that cannot be deduced from the call
template <typename T>
__device__ T make() { return T(); }
__global__ void k(int* out) {
    out[0] = make();
}
