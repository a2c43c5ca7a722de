// constructors: member initializer lists, default and explicit constructors, T x(a, b), T x{a, b}, T(a, b) and T{a, b} temporaries (also bound to const T&), default member initializers, aggregates with trailing defaults
struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3() : x(0), y(0), z(0) {}
    __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
    __host__ __device__ explicit Vec3(float s) : x(s), y(s), z(s) {}
    __host__ __device__ Vec3 operator+(const Vec3& o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    __host__ __device__ Vec3 operator*(float s) const { return Vec3{x * s, y * s, z * s}; }
    __host__ __device__ float dot(const Vec3& o) const { return x * o.x + y * o.y + z * o.z; }
};
struct Counter {
    int n = 5;
    int step = 2;
    __host__ __device__ void tick() { n += step; }
};
struct Pair {
    int a;
    int b = 7;
};
__host__ __device__ long long run() {
    Vec3 a(1, 2, 3), b{4, 5, 6}, z;
    Vec3 c = Vec3(1.5f);
    Vec3 d = a + b * 2;
    const Vec3 e = {7, 8, 9};
    Counter k;
    k.tick();
    Pair p = {1};
    float s = d.dot(c) + z.x + e.dot(Vec3(1, 0, 0)) + (a + Vec3(0, 1, 0)).dot(b);
    return (long long)(s * 4) * 1000 + k.n * 10 + p.b + p.a * 100;
}
