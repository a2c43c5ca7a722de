// expect: error 4:15: a value of type "int *" cannot be used to initialize an entity of type "float"
__global__ void k(int* p)
{
    float f = p;
    p[0] = (int)f;
}
