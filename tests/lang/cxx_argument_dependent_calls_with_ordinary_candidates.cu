// Argument-dependent lookup adds to the functions ordinary lookup finds: with
// `util::swap(int&, int&)` visible (`using util::swap;`), `swap(a, b)` on a class
// with its own `swap` next to it calls that one, while ints take util's; an
// ordinary function that is a better match still wins.
namespace util {
__host__ __device__ void swap(int& a, int& b) {
    int t = a;
    a = b;
    b = t;
}
}
namespace geo {
struct Point {
    int x, y;
    int swaps;
};
__host__ __device__ void swap(Point& a, Point& b) {
    int x = a.x, y = a.y;
    a.x = b.x;
    a.y = b.y;
    b.x = x;
    b.y = y;
    a.swaps += 1;
    b.swaps += 1;
}
__host__ __device__ int score(const Point& p) { return p.x * 10 + p.y; }
}
__host__ __device__ int score(geo::Point p, int bonus) { return p.x + bonus; }
__host__ __device__ long long score(long long v) { return v * 2; }

__host__ __device__ long long run() {
    using util::swap;
    geo::Point a{1, 2, 0}, b{3, 4, 0};
    swap(a, b);
    int i = 5, j = 9;
    swap(i, j);
    long long s = a.x * 1000 + a.y * 100 + a.swaps * 10 + b.swaps;
    s = s * 100 + i * 10 + j % 10;
    s = s * 100 + score(a);
    s = s * 100 + score(b, 7);
    s = s * 100 + score(21LL);
    return s;
}
