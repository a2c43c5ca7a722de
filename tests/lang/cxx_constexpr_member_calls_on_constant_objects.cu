// Constexpr member functions called on constexpr objects read the object's fields
// through `this` in constant expressions: a policy's tile size as an array bound
// and in static_assert, a conversion function, nested members and array fields.
struct Meters {
    int v;
    int w[3];
    __host__ __device__ constexpr int get() const { return v + w[2]; }
    __host__ __device__ constexpr operator int() const { return v; }
};
struct Policy {
    int threads;
    int items;
    __host__ __device__ constexpr int tile() const { return threads * items; }
};
struct Config {
    Policy p;
    int extra;
    __host__ __device__ constexpr int total() const { return p.tile() + extra; }
};
constexpr Policy policy{128, 4};
constexpr Config config{{32, 2}, 5};

__host__ __device__ long long run() {
    constexpr Meters m{12, {1, 2, 3}};
    constexpr int a = m.get();
    constexpr int b = m;
    static_assert(policy.tile() == 512, "tile");
    int arr[policy.tile() / 64] = {};
    long long s = a * 100 + b;
    s = s * 1000 + policy.tile();
    s = s * 100 + sizeof(arr) / sizeof(arr[0]);
    s = s * 100 + config.total();
    return s;
}
