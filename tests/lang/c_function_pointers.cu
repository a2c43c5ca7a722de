// calls through function pointers: locals, parameters, arrays of pointers, (*fp)(), typedefs
__host__ __device__ int add(int a, int b) { return a + b; }
__host__ __device__ int sub(int a, int b) { return a - b; }
__host__ __device__ int mul(int a, int b) { return a * b; }
__host__ __device__ double halve(double x) { return x / 2; }
__host__ __device__ void bump(int* p) { *p += 100; }

typedef int (*binop)(int, int);

__host__ __device__ int fold(binop op, const int* v, int n, int init) {
    int acc = init;
    for (int i = 0; i < n; i++) acc = op(acc, v[i]);
    return acc;
}

__host__ __device__ long long run() {
    binop ops[3] = {add, sub, mul};
    int v[4] = {3, 1, 4, 1};
    long long s = 0;
    for (int k = 0; k < 3; k++) s = s * 1000 + fold(ops[k], v, 4, k + 1) + 500;
    binop pick = s > 0 ? mul : add;
    s = s * 100 + (*pick)(6, 7);
    double (*h)(double) = &halve;
    s = s * 10 + (long long)h(9.0);
    void (*b)(int*) = bump;
    int x = 5;
    b(&x);
    s = s * 1000 + x;
    return s;
}
