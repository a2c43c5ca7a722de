// expect: error 5:12: identifier "undeclared_a" is undefined
// expect: error 6:12: identifier "undeclared_b" is undefined
__global__ void k(int* p)
{
    p[0] = undeclared_a;
    p[1] = undeclared_b;
    p[2] = 3;
}
