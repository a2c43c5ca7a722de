// deduced results with declarators: auto& and const auto& (member overloads on const,
// a template returning a reference into its argument), auto* and const auto*, each
// written through or read back
struct Buf {
    int data[4];
    int n;
    __host__ __device__ auto& at(int i) { return data[i]; }
    __host__ __device__ const auto& at(int i) const { return data[i]; }
    __host__ __device__ auto* begin() { return data; }
    __host__ __device__ const auto* cbegin() const { return &data[0]; }
};
__host__ __device__ auto& pick(int* a, int* b, bool first) {
    if (first)
        return *a;
    return *b;
}
__host__ __device__ auto* skip(int* p, int k) { return p + k; }
template <typename T> __host__ __device__ auto& largest(T* v, int n) {
    int best = 0;
    for (int i = 1; i < n; i++)
        if (v[i] > v[best])
            best = i;
    return v[best];
}
__host__ __device__ long long run() {
    Buf b = {{1, 2, 3, 4}, 4};
    b.at(2) = 30;
    const Buf& cb = b;
    long long r = cb.at(2) + *b.begin() + cb.cbegin()[3];
    int x = 5, y = 7;
    pick(&x, &y, false) += 100;
    r = r * 1000 + x * 1000 + y;
    int arr[5] = {3, 9, 4, 1, 8};
    *skip(arr, 2) = 40;
    largest(arr, 5) = -1;
    double d[3] = {0.5, 2.5, 1.5};
    largest(d, 3) *= 10;
    for (int i = 0; i < 5; i++)
        r = r * 10 + (arr[i] % 10 + 10) % 10;
    r = r * 100 + (long long)(d[0] + d[1] + d[2]);
    return r;
}
