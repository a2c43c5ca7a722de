// __restrict__ parameters: a value stored through one restrict pointer is read
// back without a load, and a store through it keeps what other parameters'
// addresses hold; plain pointers that alias see each other's stores.
__host__ __device__ __noinline__ float solve(int i, const float* A, const float* B, float* __restrict__ b,
                                            float* __restrict__ c) {
    b[i] = 0.75f * (B[i] / A[i]);
    c[i] = 0.5f * (b[i] / A[i]);
    return b[i] * c[i] - A[i];
}

__host__ __device__ __noinline__ int overwrite(int* p, int* q) {
    *p = 1;
    *q = 2;
    return *p * 10 + *q;
}

__host__ __device__ __noinline__ int through_either(bool first, int* __restrict__ r, int* s) {
    *r = 3;
    int* t = first ? r : s;
    *t = 4;
    return *r;
}

__host__ __device__ long long run() {
    float A[4] = {1, 2, 4, 8}, B[4] = {3, 5, 7, 9}, b[4] = {0, 0, 0, 0}, c[4] = {0, 0, 0, 0};
    long long s = 0;
    for (int i = 0; i < 4; i++) s = s * 100 + (long long)(solve(i, A, B, b, c) * 100.0f) % 100;
    s = s * 100 + (long long)(b[3] * 100.0f) + (long long)(c[2] * 1000.0f);
    int x = 0, y = 0;
    s = s * 100 + overwrite(&x, &x);
    s = s * 100 + overwrite(&x, &y);
    s = s * 10 + through_either(true, &x, &y);
    s = s * 10 + through_either(false, &x, &y);
    return s;
}
