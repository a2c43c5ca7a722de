// Destructors declared in the class and defined outside it (`S::~S() { ... }`),
// also virtual, pure virtual (still defined, as a base's destructor must be) and
// of classes with members and bases that need destruction: each runs at the end
// of its object's lifetime, then the members' and bases' destructors.
struct Log {
    long long* out;
    int tag;
    __host__ __device__ void add(int v) { *out = *out * 10 + v; }
};

struct Counter {
    Log log;
    __host__ __device__ ~Counter();
};
__host__ __device__ Counter::~Counter() { log.add(log.tag); }

struct Holder {
    Counter inner;
    Log log;
    __host__ __device__ ~Holder();
};
__host__ __device__ Holder::~Holder() { log.add(log.tag); }

struct Shape {
    Log log;
    __host__ __device__ virtual ~Shape() = 0;
    __host__ __device__ virtual int area() const { return 0; }
};
__host__ __device__ Shape::~Shape() { log.add(1); }

struct Square : Shape {
    int side;
    __host__ __device__ Square(long long* out, int s) : side(s) { log.out = out; log.tag = 0; }
    __host__ __device__ ~Square() override;
    __host__ __device__ int area() const override { return side * side; }
};
__host__ __device__ Square::~Square() { log.add(side); }

__host__ __device__ long long run() {
    long long trace = 0;
    {
        Counter c{{&trace, 3}};
    }                                   // 3
    {
        Holder h{{{&trace, 4}}, {&trace, 5}};
    }                                   // 5 then 4
    int area = 0;
    {
        Square sq(&trace, 7);
        const Shape& s = sq;
        area = s.area();
    }                                   // 7 then 1
    Shape* p = new Square(&trace, 2);
    area += p->area();
    delete p;                           // virtual: 2 then 1
    return trace * 100 + area;
}
