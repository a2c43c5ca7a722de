// struct types declared in namespaces and used through qualified names
namespace geo {
struct Point {
    int x, y;
};
namespace detail {
__host__ __device__ int manhattan(Point a, Point b) {
    int dx = a.x - b.x, dy = a.y - b.y;
    return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}
}
__host__ __device__ Point mid(Point a, Point b) {
    Point m = {(a.x + b.x) / 2, (a.y + b.y) / 2};
    return m;
}
}

__host__ __device__ long long run() {
    geo::Point a = {0, 0}, b = {10, -6};
    geo::Point m = geo::mid(a, b);
    long long s = geo::detail::manhattan(a, b);
    s = s * 100 + m.x * 10 - m.y;
    using geo::Point;
    Point c = {3, 4};
    s = s * 100 + geo::detail::manhattan(c, m);
    return s;
}
