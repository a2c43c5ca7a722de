// function templates deduced from struct arguments
struct V2 {
    int x, y;
};

template <typename T>
__host__ __device__ T pick(bool first, T a, T b) {
    return first ? a : b;
}

__host__ __device__ long long run() {
    V2 a = {1, 2}, b = {30, 40};
    V2 c = pick(false, a, b);
    V2 d = pick(true, a, b);
    return c.x * 1000 + c.y * 10 + d.x + d.y;
}
