// `x = {...}` ([expr.ass]/9): a scalar takes `T{v}` (or `T{}`), a class object gets
// the list through its assignment operator (the implicit copy assignment of an
// aggregate, with designators too, or a user-declared operator= / operator+=)
struct Vec3 {
    float x, y, z;
};
struct Point {
    int x;
    int y;
};
struct Acc {
    int sum;
    int count;
    __host__ __device__ Acc& operator+=(const Point& p) {
        sum += p.x * p.y;
        count += 1;
        return *this;
    }
};
struct Counter {
    int v;
    __host__ __device__ Counter(int a, int b) : v(a * 10 + b) {}
    __host__ __device__ Counter& operator=(const Counter& o) {
        v = o.v + 1000;
        return *this;
    }
};

__host__ __device__ long long run() {
    Vec3 d[3];
    for (int i = 0; i < 3; i++) {
        float f = i + 0.5f;
        d[i] = {f, 2 * f, 3 * f};
    }
    Vec3 res = {9, 9, 9};
    res = {};
    Point force;
    force = {4, 5};
    Point e[2];
    e[0] = {.x = 1, .y = 2};
    e[1] = {.y = 7};
    int k = 3;
    k = {5};
    long long z = 8;
    z = {};
    Acc acc = {0, 0};
    acc += {2, 3};
    acc += {.x = 4, .y = 1};
    Counter c(1, 2);
    c = {3, 4};
    long long s = (long long)(d[2].x * 100 + d[1].y * 10 + d[0].z * 2);
    s = s * 10 + (long long)(res.x + res.y + res.z);
    s = s * 100 + force.x * 10 + force.y;
    s = s * 1000 + e[0].x * 100 + e[0].y * 10 + e[1].x + e[1].y;
    s = s * 10 + k + z;
    s = s * 100 + acc.sum + acc.count;
    return s * 10000 + c.v;
}
