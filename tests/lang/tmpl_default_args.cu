// default template arguments of function templates: filled in after deduction, and
// depending on earlier parameters
template <typename T, int N = 4, typename A = T>
__host__ __device__ A sumn(const T* p) {
    A s = 0;
    for (int i = 0; i < N; i++) s += p[i];
    return s;
}

template <typename T = long, int Scale = sizeof(T)>
__host__ __device__ T scaled(int v) { return (T)v * Scale; }

__host__ __device__ long long run() {
    int x[6] = {1, 2, 3, 4, 5, 6};
    signed char c[3] = {100, 100, 100};
    long long r = sumn(x);                   // N = 4, A = int
    r = r * 1000 + sumn<signed char, 3, int>(c); // 300, no char overflow
    r = r * 1000 + sumn<int, 6>(x);
    r = r * 1000 + scaled(7) + scaled<short>(3) + scaled<char, 5>(2);
    return r;
}
