// expect: error 5:19: missing terminating '"' character
// expect: error 6:1: expected an expression
__global__ void k(int* p)
{
    p[0] = sizeof("abc);
}
