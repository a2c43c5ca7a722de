// nullptr converts to every pointer type and compares equal to null
__host__ __device__ int count_non_null(int* a, float* b, void* c) { return (a != nullptr) + (b != 0) + (c ? 1 : 0); }

__host__ __device__ long long run() {
    int x = 1;
    float y = 2;
    int* p = nullptr;
    long long s = count_non_null(&x, &y, &x);
    s = s * 10 + count_non_null(nullptr, &y, nullptr);
    s = s * 10 + (p == nullptr);
    s = s * 10 + (!p);
    p = &x;
    s = s * 10 + (p != nullptr);
    return s;
}
