// expect: error 5:29: identifier "api_handle_t" is undefined
// a system header that ptxc does not ship is set aside as a host header; device
// code that needs its declarations gets an error (labelled at the #include)
#include <no_such_library/api.h>
__global__ void k(int* out, api_handle_t* h) { out[0] = 1; }
