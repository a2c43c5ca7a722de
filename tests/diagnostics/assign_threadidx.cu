// expect: error 5:5: cannot assign to variable 'threadIdx' with predefined meaning in CUDA
// expect: error 6:5: cannot assign to variable 'blockDim' with predefined meaning in CUDA
__global__ void k(int* p)
{
    threadIdx.x = 3;
    blockDim.y += 1;
    p[0] = 1;
}
