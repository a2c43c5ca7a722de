// conditional operator yields an lvalue when both sides are lvalues
__host__ __device__ long long run() {
    int a = 1, b = 2;
    for (int i = 0; i < 5; i++) (i % 2 ? a : b) += i;
    int* p = (a > b) ? &a : &b;
    *p *= 10;
    long long s = a * 1000 + b;
    s += (a < b ? 1.5 : 2) * 2;
    return s;
}
