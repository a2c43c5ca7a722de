// lvalue references as parameters and locals
__host__ __device__ void swap(int& a, int& b) {
    int t = a;
    a = b;
    b = t;
}

__host__ __device__ void bump(long long& x, const int& by) { x += by; }

__host__ __device__ long long run() {
    int a = 3, b = 8;
    swap(a, b);
    int& r = a;
    r *= 2;
    long long acc = 0;
    for (int i = 0; i < 5; i++) bump(acc, i * i);
    int arr[3] = {1, 2, 3};
    int& last = arr[2];
    last = 30;
    return a * 100000 + b * 1000 + acc * 10 + arr[2] / 10;
}
