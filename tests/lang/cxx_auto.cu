// auto deduces the type of the initializer
__host__ __device__ long long run() {
    auto a = 5;
    auto b = 5u;
    auto c = 5LL;
    auto d = 1.5f;
    auto e = 2.5;
    auto f = 'x';
    auto g = a + c;
    int arr[3] = {1, 2, 3};
    auto p = arr;
    auto q = p + 1;
    long long s = sizeof(a);
    s = s * 10 + sizeof(b);
    s = s * 10 + sizeof(c);
    s = s * 10 + sizeof(d);
    s = s * 10 + sizeof(e);
    s = s * 10 + sizeof(f);
    s = s * 10 + sizeof(g);
    s = s * 10 + sizeof(p);
    s = s * 10 + *q;
    auto neg = b - 6;
    s = s * 10 + (neg > 0);
    return s;
}
