// expect: error 4:5: a break statement may only be used within a loop or switch
__global__ void k(int* p)
{
    break;
    p[0] = 1;
}
