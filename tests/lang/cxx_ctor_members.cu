// constructors of members: a member of class type constructed in the initializer list,
// a member default-constructed when not named, default member initializers used by a
// constructor that does not name the member, and initialization order by declaration
struct Pt {
    int x, y;
    __host__ __device__ Pt() : x(-1), y(-1) {}
    __host__ __device__ Pt(int a, int b) : x(a), y(b) {}
    __host__ __device__ int manhattan() const { return (x < 0 ? -x : x) + (y < 0 ? -y : y); }
};

struct Segment {
    Pt from;
    Pt to;
    int weight = 3;
    int id;
    __host__ __device__ Segment(int x0, int y0, int x1, int y1) : from(x0, y0), to{x1, y1}, id(x0 + x1) {}
    __host__ __device__ explicit Segment(int w) : weight(w), id(-w) {}
    __host__ __device__ int length() const {
        int dx = to.x - from.x, dy = to.y - from.y;
        return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
    }
};

struct Box {
    Pt corner;          // default-constructed
    int count = 10;
    float scale{0.5f};
};

__host__ __device__ long long run() {
    Segment s(1, 2, 7, -3);
    Segment t(9);
    Box b;
    b.count += 1;
    return s.length() * 100000 + s.weight * 10000 + s.id * 1000 + t.weight * 100 + t.id
           + t.from.manhattan() * 1000000 + b.corner.x * 10000000 + b.count + (long long)(b.scale * 4);
}
