// expect: error 3:16: initializer not allowed for __shared__ variable
// a __shared__ variable at file scope must not have an initializer either
__shared__ int counter = 0;
__global__ void k(int* out) { out[0] = counter; }
