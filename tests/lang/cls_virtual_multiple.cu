// virtual functions with multiple inheritance: a class overriding functions of its
// primary and of a secondary base (the secondary base's vtable calls a this-adjusting
// thunk), calls through a pointer to the secondary base, a function declared only in
// the derived class getting a new slot, virtual destructors called through `delete`
// on a base pointer (the deleting destructor of the dynamic type), pure virtual
// functions overridden in the derived class, and three levels of overriding
__device__ long long g_log = 0;
__device__ int g_live = 0;
struct Shape {
    int id;
    __host__ __device__ Shape(int i) : id(i) { g_live++; }
    __host__ __device__ virtual float area() const = 0;
    __host__ __device__ virtual int sides() const { return 0; }
    __host__ __device__ virtual ~Shape() { g_log = g_log * 10 + 1; g_live--; }
};
struct Named {
    int code;
    __host__ __device__ Named(int c) : code(c) {}
    __host__ __device__ virtual int tag() const { return code; }
    __host__ __device__ virtual int twice_tag() const { return 2 * tag(); }
    __host__ __device__ virtual ~Named() { g_log = g_log * 10 + 2; }
};
struct Square : Shape {
    float s;
    __host__ __device__ Square(float a) : Shape(1), s(a) {}
    __host__ __device__ float area() const override { return s * s; }
    __host__ __device__ int sides() const override { return 4; }
    __host__ __device__ ~Square() override { g_log = g_log * 10 + 3; }
};
struct Triangle : Shape, Named {
    float b, h;
    __host__ __device__ Triangle(float x, float y) : Shape(2), Named(9), b(x), h(y) {}
    __host__ __device__ float area() const override { return 0.5f * b * h; }
    __host__ __device__ int sides() const override { return 3; }
    __host__ __device__ int tag() const override { return 30 + id; }
    __host__ __device__ virtual int corners() const { return sides(); }
    __host__ __device__ ~Triangle() override { g_log = g_log * 10 + 4; }
};
struct Right : Triangle {
    __host__ __device__ Right(float x) : Triangle(x, x) {}
    __host__ __device__ int tag() const override { return 77; }
    __host__ __device__ int corners() const override { return 33; }
};
__host__ __device__ int tags(const Named* n) { return n->tag() * 1000 + n->twice_tag(); }
__host__ __device__ void mix(unsigned long long& h, long long v) { h = h * 1000003ULL + (unsigned long long)v; }

__host__ __device__ long long run() {
    unsigned long long h = 0;
    Shape* shapes[3];
    shapes[0] = new Square(3.0f);
    shapes[1] = new Triangle(4.0f, 5.0f);
    shapes[2] = new Right(2.0f);
    mix(h, g_live);
    for (int i = 0; i < 3; i++) mix(h, (long long)(shapes[i]->area() * 4) * 10 + shapes[i]->sides());
    Triangle* t = static_cast<Triangle*>(shapes[1]);
    Named* n1 = t;
    Named* n2 = static_cast<Right*>(shapes[2]);
    mix(h, tags(n1));
    mix(h, tags(n2));
    mix(h, t->corners() * 100 + static_cast<Triangle*>(shapes[2])->corners());
    for (int i = 0; i < 3; i++) {
        delete shapes[i];
        mix(h, g_log);
        g_log = 0;
    }
    mix(h, g_live);
    Named* lone = new Triangle(1.0f, 1.0f);
    delete lone;
    mix(h, g_log);
    mix(h, g_live);
    return (long long)(h >> 2);
}
