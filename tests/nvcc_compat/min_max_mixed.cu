// CUDA's min/max overloads for mixed operand types (the wider or unsigned type wins)
// and umin/umax, as cuda-samples' bisect and mergeSort call them.
__global__ void mixed(const float* f, const int* i, const unsigned* u, double* d, unsigned* r) {
    d[0] = max(f[0], 5.0e-37);
    d[1] = min(1.5, f[1]);
    r[0] = max(u[0], i[0]);
    r[1] = min(i[1], u[1]);
    r[2] = umin(u[2], u[3]);
    r[3] = umax(u[2], u[3]);
}
