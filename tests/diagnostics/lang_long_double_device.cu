// expect: warning 11:5: 'long double' is treated as 'double' in device code
// expect: warning 12:13: 'long double' is treated as 'double' in device code
// expect: warning 12:36: 'long double' is treated as 'double' in device code
// expect: error 16:5: invalid combination of type specifiers
// nvcc's warning #20208-D (issue 17, seed 000's type table: long double is a
// double in device code) where a device body names the type: a local, a cast,
// sizeof; not for parameters, namespace-scope variables or host functions
// (nvcc gives the same lines and columns for this file, before the error line)
__device__ long double g;
__global__ void k(long double* p, double* o) {
    long double x = p[0];
    o[0] = (long double)x * sizeof(long double);
}
void host() { long double h = 1; (void)h; }
__device__ void bad() {
    long long double y = 0;
}
