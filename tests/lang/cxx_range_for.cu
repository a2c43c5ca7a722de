// range-based for over arrays: by value, auto, auto&, const auto&
__host__ __device__ long long run() {
    int a[6] = {3, 1, 4, 1, 5, 9};
    long long s = 0;
    for (int x : a) s = s * 10 + x;
    for (auto& x : a) x *= 2;
    for (const auto& x : a) s += x;
    double d[3] = {0.5, 1.5, 2.5};
    for (auto v : d) s = s * 2 + (long long)(v * 2);
    int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
    for (auto& row : m)
        for (int v : row) s = s * 3 + v;
    return s;
}
