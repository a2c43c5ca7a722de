// rescanning and the blue-paint rule
#define ID(a) a
#define twice(a) ((a) + (a))

__host__ __device__ int h(int v) { return v * 3; }

__host__ __device__ long long run() {
    int x = 2;
#define x (4 + x)
    long long s = x;
    s = s * 100 + ID(ID(ID(7)));
    s = s * 100 + twice(twice(3));
#undef x
    return s;
}
