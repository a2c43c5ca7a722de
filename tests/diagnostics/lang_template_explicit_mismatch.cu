// expect: error 7:25: argument of type "float *" is incompatible with parameter of type "int *"
// an explicit template argument that makes the call ill-formed
template <typename T>
__device__ T twice(T* p) { return *p * 2; }
__global__ void k(int* out) {
    float f = 1;
    out[0] = twice<int>(&f);
}
