// expect: error 5:28: more than one instance of overloaded function "f" has "C" linkage
// Two functions of one name with C linkage conflict (a C++ overload or a function
// template of the name would not: tests/host_code/kernel_template_beside_c_launcher.cu).
extern "C" __device__ void f(int* p);
extern "C" __device__ void f(double* p);
__global__ void k(int* p) { f(p); }
