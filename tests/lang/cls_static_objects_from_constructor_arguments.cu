// Static-storage objects of a class with a constexpr constructor, initialized with
// constructor arguments in parentheses, `T x(a, b)`, or from `T(a, b)`: the parentheses
// hold an argument list, not a comma expression (which was read as `T` from its last
// operand: "no suitable constructor exists to convert from double"). A scalar's
// parenthesized initializer still holds one expression, commas included.
struct V {
    float a;
    double b;
    __host__ __device__ constexpr V(float x, double y) : a(x), b(y) {}
};

__constant__ V c1(1.5f, 2.0);
__constant__ V c2 = V(2.5f, -4.0);
__device__ V d1(3.0f, 0.25);
__device__ V d2 = V(-1.0f, 8.0);
__device__ int k((3, 4));

__host__ __device__ long long run() {
    static V s1(5.0f, 6.0);
    static V s2 = V(7.0f, 0.5);
    double sum = (c1.a + c1.b) * 1 + (c2.a + c2.b) * 10 + (d1.a + d1.b) * 100 + (d2.a + d2.b) * 1000;
    sum += (s1.a + s1.b) * 10000 + (s2.a * s2.b) * 100000;
    return (long long)(sum * 4) + k;
}
