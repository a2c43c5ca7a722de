// expect: error 5:1: expected a declaration
// A brace block where a declaration belongs (a kernel whose head was lost) is an
// error, not host code to set aside.
__device__ int g;
{
    g = 3;
}
