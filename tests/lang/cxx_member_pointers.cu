// Pointers to data members and member functions: `&S::m`, `.*`, `->*`, null
// values, comparisons, members of base classes, const member functions and
// member pointers passed to and returned from functions.
struct Base {
    int tag;
    __host__ __device__ int twice(int k) const { return 2 * k + tag; }
};

struct Point : Base {
    float x, y, z;
    int weight;
    __host__ __device__ float sum() const { return x + y + z; }
    __host__ __device__ void scale(float s) { x *= s; y *= s; z *= s; }
    __host__ __device__ int add(int a, int b) { return a + b + weight; }
};

typedef float Point::*Coord;
typedef float (Point::*Reader)() const;

__host__ __device__ float read(const Point& p, Coord c) { return p.*c; }
__host__ __device__ Coord pick(int i) { return i == 0 ? &Point::x : i == 1 ? &Point::y : &Point::z; }

// Deduction through a member pointer: the class and the member type.
template <typename C, typename T>
__host__ __device__ T sum_field(const C* items, int n, T C::*field) {
    T s = 0;
    for (int i = 0; i < n; ++i) s += items[i].*field;
    return s;
}

__host__ __device__ long long run() {
    Point p;
    p.tag = 3;
    p.x = 1.5f;
    p.y = 2.5f;
    p.z = 4.0f;
    p.weight = 10;
    long long r = 0;

    Coord c = &Point::y;
    r += (long long)(p.*c * 10);            // 25
    p.*c = 7.0f;
    r = r * 100 + (long long)p.y;           // 2507
    Point* pp = &p;
    int Point::*w = &Point::weight;
    pp->*w += 5;
    r = r * 100 + p.weight;                 // 250715
    r = r * 10 + (long long)read(p, pick(2)); // 2507154

    int Point::*none = nullptr;
    int Point::*also = 0;
    r = r * 10 + (none == nullptr) + (also == none) + (w != nullptr) + (!none); // +4
    if (w) r += 1;
    int Point::*inherited = &Point::tag;
    r = r * 100 + p.*inherited;             // tag 3

    Reader total = &Point::sum;
    r = r * 100 + (long long)(p.*total)();  // 1.5 + 7 + 4 = 12
    void (Point::*sc)(float) = &Point::scale;
    (pp->*sc)(2.0f);
    r = r * 100 + (long long)p.x;           // 3
    int (Point::*adder)(int, int) = &Point::add;
    r = r % 1000000007 * 1000 + (p.*adder)(1, 2);        // 1 + 2 + 15 = 18
    int (Base::*tw)(int) const = &Base::twice;
    r = r * 100 + (p.*tw)(4);               // 8 + 3 = 11
    float (Point::*nothing)() const = nullptr;
    r = r % 1000000007 * 10 + (nothing == nullptr) + (total != nothing) + (total == &Point::sum) + (nothing ? 5 : 0);
    Point many[3];
    for (int i = 0; i < 3; ++i) {
        many[i].x = (float)i;
        many[i].weight = i * 7;
        many[i].tag = 1;
    }
    r = r % 1000000007 * 100 + sum_field(many, 3, &Point::weight) + (long long)sum_field(many, 3, &Point::x); // 21 + 3
    return r;
}
