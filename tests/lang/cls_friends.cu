// friends: friend functions defined in the class (an operator taking the scalar
// first, a function reading the members, one in a namespace called from that
// namespace), a friend class declaration and a friend function defined outside the
// class; friend functions are functions of the enclosing namespace
struct Acc;
struct V2 {
    float x, y;
    friend struct Acc;
    friend __host__ __device__ V2 operator*(float s, V2 v) { return {s * v.x, s * v.y}; }
    friend __host__ __device__ float dot(const V2& a, const V2& b) { return a.x * b.x + a.y * b.y; }
    friend __host__ __device__ float cross(const V2& a, const V2& b);
};
__host__ __device__ float cross(const V2& a, const V2& b) { return a.x * b.y - a.y * b.x; }
namespace geo {
struct P {
    int v;
    friend __host__ __device__ int twice(P p) { return 2 * p.v; }
};
__host__ __device__ int use(P p) { return twice(p); }
}

__host__ __device__ long long run() {
    V2 a = {1.5f, 2.0f}, b = {3.0f, -1.0f};
    V2 c = 2.0f * a;
    geo::P p = {21};
    return (long long)(dot(a, b) * 100) * 10000 + (long long)(c.x + c.y) * 100 + (long long)cross(a, b) + geo::use(p) * 1000000000LL;
}
