// expect: error 5:1: expected a ";"
// A host declaration cut short by the end of the file is not set aside.
__global__ void k(int *p) { *p = 1; }
int host_function(int x)
