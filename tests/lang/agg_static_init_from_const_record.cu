// A static-storage record or array initialized by copying a const aggregate
// whose value is known (`__device__ P g = cp;` with `constexpr P cp = {1, 2};`)
// was rejected as dynamic initialization; nvcc folds it to the same bytes.
struct P {
    int x, y;
};

struct Q {
    P p;
    int a[2];
    short s;
};

constexpr P cp = {1, 2};
constexpr Q cq = {{3, 4}, {5, 6}, -7};
__device__ const P g_const = {7, 8};

__device__ P g_from_constexpr = cp;
__device__ Q g_nested = cq;
__device__ P g_from_const = g_const;
__device__ P g_array[2] = {cp, g_const};

__host__ __device__ long long run() {
    constexpr P local_constexpr = {9, 10};
    P local_copy = local_constexpr;
    static P static_copy = cp;
    long long r = g_from_constexpr.x + 3 * g_from_constexpr.y;
    r = r * 31 + g_nested.p.x + g_nested.p.y * 5 + g_nested.a[1] + g_nested.s;
    r = r * 31 + g_from_const.x * 11 + g_from_const.y;
    r = r * 31 + g_array[0].y + g_array[1].x * 13;
    r = r * 31 + local_copy.y + static_copy.x;
    g_from_constexpr.x += 100;
    r = r * 31 + g_from_constexpr.x + cp.x;
    return r;
}
