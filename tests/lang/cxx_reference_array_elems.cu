// references bound to array elements and struct members
struct Pair {
    int a, b;
};

__host__ __device__ void inc(int& v, int by) { v += by; }

__host__ __device__ long long run() {
    int arr[4] = {1, 2, 3, 4};
    Pair p = {10, 20};
    for (int i = 0; i < 4; i++) inc(arr[i], i * 100);
    inc(p.a, 5);
    int& rb = p.b;
    rb *= 3;
    Pair ps[2] = {{1, 1}, {2, 2}};
    Pair& second = ps[1];
    second.a = 50;
    long long s = 0;
    for (int i = 0; i < 4; i++) s = s * 1000 + arr[i];
    return s * 1000000 + p.a * 10000 + p.b * 10 + ps[1].a / 10;
}
