// Elements and fields of constexpr arrays and records in constant
// expressions: array bounds, template arguments, static_assert, case labels,
// constexpr loops over a table, and __constant__ initializers.
struct Coeffs {
    int scale;
    int bias;
    float weight;
};

constexpr int kSizes[4] = {1, 3, 5, 8};
constexpr Coeffs kC = {7, -2};
constexpr int kGrid[2][3] = {{1, 2, 3}, {4, 5}};
constexpr Coeffs kTable[2] = {{1, 2, 0.5f}, {3, 4, 1.5f}};

constexpr int total(int n) {
    int s = 0;
    for (int i = 0; i < n; ++i) s += kSizes[i] * kC.scale;
    return s;
}

static_assert(total(4) == 119, "table sum");
static_assert(kGrid[1][2] == 0 && kGrid[1][1] == 5, "zero-filled element");
static_assert(kC.weight == 0.0f && kTable[1].weight == 1.5f, "fields");

template <int N>
struct Buffer {
    int v[N];
};

__constant__ int c_lut[3] = {kSizes[1], kC.bias, total(2)};

__host__ __device__ int classify(int x) {
    switch (x) {
    case kSizes[0]: return 10;
    case kSizes[2]: return 20;
    case kGrid[1][0]: return 30;
    default: return 0;
    }
}

__host__ __device__ long long run() {
    constexpr int n = kSizes[3], m = kSizes[2], scale = kC.scale, bias = kC.bias;
    int local[kSizes[3]];
    for (int i = 0; i < n; ++i) local[i] = i * scale + bias;
    Buffer<kSizes[2]> b;
    for (int i = 0; i < m; ++i) b.v[i] = local[i] * 2;
    long long r = sizeof(local) * 1000 + sizeof(b) * 100;
    for (int i = 0; i < 5; ++i) r += b.v[i] + classify(i + 1);
    constexpr int w = (int)(kTable[0].weight * 10) + kTable[1].bias * 7;
    r += w;
    return r;
}
