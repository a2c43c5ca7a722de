// auto deducing pointers and const values, next to a plain reference
__host__ __device__ long long run() {
    int v[3] = {1, 2, 3};
    int& r = v[1];
    r = 50;
    auto p = &v[2];
    *p = 70;
    const auto c = v[0] + 0.5;
    long long s = v[0] + v[1] + v[2];
    s = s * 10 + sizeof(c);
    return s;
}
