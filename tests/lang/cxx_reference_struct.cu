// references to structs, const references to structs
struct Box { int w, h; };

__host__ __device__ int area(const Box& b) { return b.w * b.h; }
__host__ __device__ void grow(Box& b, int d) {
    b.w += d;
    b.h += d;
}

__host__ __device__ long long run() {
    Box b = {3, 4};
    long long s = area(b);
    grow(b, 2);
    s = s * 100 + area(b);
    Box& alias = b;
    alias.w = 10;
    s = s * 100 + b.w;
    return s;
}
