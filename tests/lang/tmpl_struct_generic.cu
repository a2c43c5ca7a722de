// a template operating on any struct with an x member, instantiated for two structs
struct I2 {
    int x, y;
};
struct D1 {
    double x;
};

template <typename S>
__host__ __device__ double sum_x(const S* items, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += items[i].x;
    return s;
}

__host__ __device__ long long run() {
    I2 a[3] = {{1, 10}, {2, 20}, {3, 30}};
    D1 b[2] = {{0.25}, {0.5}};
    return (long long)(sum_x(a, 3) * 100 + sum_x(b, 2) * 4);
}
