// expect: error 4:24: a value of type "const char [4]" cannot be used to initialize an entity of type "char [3]"
// C++ (unlike C) wants room for the terminating NUL: nvcc rejects an array that is
// exactly the string's length
__device__ char g[3] = "abc";
__global__ void k(char* out) { out[0] = g[0]; }
