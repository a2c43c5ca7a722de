// Elements of an array of a class with default member initializers and no
// constructor take those initializers: a device array with no initializer, array
// elements past a brace list, arrays of arrays, and a member array of such a class
// (value-initialized elements are not zero).
struct G {
    int a = 5;
    float b = 1.5f;
    int c = 7;
};
struct Holder {
    int n = 2;
    G inner[2];
};

__device__ G table[4];
__device__ G grid[2][3];
__device__ Holder holders[2];

__host__ __device__ long long run() {
    G local[3] = {{1, 2.5f, 3}};
    long long s = table[3].a * 10 + table[0].c;
    s = s * 100 + (long long)(table[2].b * 4);
    s = s * 100 + grid[1][2].a * 10 + grid[0][1].c;
    s = s * 100 + local[0].a * 10 + local[2].a;
    s = s * 100 + (long long)(local[2].b * 2) * 10 + local[1].c;
    s = s * 1000 + holders[1].n * 100 + holders[1].inner[1].a * 10 + holders[0].inner[0].c;
    return s;
}
