// expect: error 4:28: cannot take address of builtin variable "blockIdx"
__global__ void k(const void** out)
{
    const void* q = (void*)&blockIdx;
    out[0] = q;
}
