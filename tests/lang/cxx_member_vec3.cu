// member functions and member operators of a 3-vector: operator+ (const), dot, +=, ==, [] returning a reference, an out-of-line const member, a static member function and a static const member
struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3 operator+(const Vec3& o) const { Vec3 r = {x + o.x, y + o.y, z + o.z}; return r; }
    __host__ __device__ float dot(const Vec3& o) const { return x * o.x + y * o.y + z * o.z; }
    __host__ __device__ Vec3& operator+=(const Vec3& o) { x += o.x; y += o.y; z += o.z; return *this; }
    __host__ __device__ bool operator==(const Vec3& o) const { return x == o.x && y == o.y && z == o.z; }
    __host__ __device__ float& operator[](int i) { return i == 0 ? x : (i == 1 ? y : z); }
    __host__ __device__ float len2() const;
    static const int DIM = 3;
    __host__ __device__ static Vec3 splat(float v) { Vec3 r = {v, v, v}; return r; }
};
__host__ __device__ float Vec3::len2() const { return dot(*this); }

__host__ __device__ long long run() {
    Vec3 a = {1, 2, 3}, b = {4, 5, 6};
    Vec3 c = a + b;
    c += a;
    Vec3* p = &c;
    c[1] = 10;
    float d = a.dot(b) + p->len2() + (a + b).dot(a);
    long long r = (long long)d * 10 + Vec3::DIM + (a == a) + (a == b) * 100 + (long long)Vec3::splat(2).len2();
    return r;
}
