// out-of-line definitions: member functions (`R S::f(...) const`), operators, and a
// namespace member defined outside its namespace (`int geo::area(...)`)
namespace geo {
struct Rect {
    int x0, y0, x1, y1;
    __host__ __device__ int width() const;
    __host__ __device__ int height() const;
    __host__ __device__ bool contains(int x, int y) const;
    __host__ __device__ Rect operator&(const Rect& o) const;
};
__host__ __device__ int area(const Rect& r);
}

__host__ __device__ int geo::Rect::width() const { return x1 - x0; }
__host__ __device__ int geo::Rect::height() const { return y1 - y0; }
__host__ __device__ bool geo::Rect::contains(int x, int y) const { return x >= x0 && x < x1 && y >= y0 && y < y1; }
__host__ __device__ geo::Rect geo::Rect::operator&(const Rect& o) const {
    Rect r = {x0 > o.x0 ? x0 : o.x0, y0 > o.y0 ? y0 : o.y0, x1 < o.x1 ? x1 : o.x1, y1 < o.y1 ? y1 : o.y1};
    return r;
}
__host__ __device__ int geo::area(const Rect& r) { return r.width() * r.height(); }

__host__ __device__ long long run() {
    geo::Rect a = {0, 0, 10, 8}, b = {4, 2, 15, 6};
    geo::Rect c = a & b;
    int inside = 0;
    for (int y = 0; y < 10; y++)
        for (int x = 0; x < 16; x++) inside += c.contains(x, y);
    return geo::area(a) * 10000 + geo::area(c) * 100 + inside;
}
