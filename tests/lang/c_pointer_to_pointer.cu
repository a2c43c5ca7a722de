// pointers to pointers
__host__ __device__ void set(int** pp, int* target) { *pp = target; }

__host__ __device__ long long run() {
    int x = 5, y = 9;
    int* p = &x;
    int** pp = &p;
    **pp += 1;
    set(pp, &y);
    **pp *= 3;
    int*** ppp = &pp;
    ***ppp += 2;
    return x * 100 + y;
}
