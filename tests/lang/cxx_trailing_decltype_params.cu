// A function's own parameters in its trailing return type:
// `auto f(T a) -> decltype(a + 1)`, in function templates (where the type is
// computed per instance, also through references and arrays) and plain functions.
struct Vec2 {
    float x, y;
    __host__ __device__ Vec2 operator*(float s) const { return Vec2{x * s, y * s}; }
};

__host__ __device__ auto dot(const Vec2& a, const Vec2& o) -> decltype(o.x * a.y) { return a.x * o.x + a.y * o.y; }

template <class A, class B>
__host__ __device__ auto add(A a, B b) -> decltype(a + b) { return a + b; }

template <class T>
__host__ __device__ auto scaled(const T& v, float s) -> decltype(v * s) { return v * s; }

template <class T>
__host__ __device__ auto first(T& arr) -> decltype(arr[0]) { return arr[0]; }

__host__ __device__ auto widen(int x, long long y) -> decltype(x * y) { return x * y; }

__host__ __device__ long long run() {
    int arr[3] = {4, 5, 6};
    first(arr) = 40;
    auto d = add(1, 2.5);
    auto c = add('a', 1);
    Vec2 v{1.0f, 2.0f};
    Vec2 w = scaled(v, 3.0f);
    long long big = widen(1 << 30, 8);
    return (long long)(d * 10) + c + (long long)w.y + (long long)dot(v, w) + big + arr[0] + sizeof(add(1, 2LL)) * 1000 +
           sizeof(widen(0, 0)) * 100000;
}
