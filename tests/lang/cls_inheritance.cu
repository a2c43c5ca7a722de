// non-virtual base classes: multiple inheritance (Shape, Sized), a chain (Square :
// Rect), base-class constructor initializers (a constructor and an aggregate
// base `Sized{a, b}`), inherited members and member functions called from the derived
// class and through objects, derived-to-base conversions of pointers (a null one
// stays null), references and values (by-value parameter), static_cast down for
// pointers and references (the second base is at a nonzero offset), C++17 aggregate
// initialization of a derived aggregate, and sizeof as the Itanium layout gives
struct Shape {
    int id;
    __host__ __device__ Shape(int i) : id(i) {}
    __host__ __device__ int ident() const { return id * 10; }
};
struct Sized { float w, h; __host__ __device__ float area() const { return w * h; } };
struct Rect : Shape, Sized {
    int extra;
    __host__ __device__ Rect(int i, float a, float b) : Shape(i), Sized{a, b}, extra(5) {}
    __host__ __device__ float total() const { return area() + ident() + extra; }
};
struct Square : Rect {
    __host__ __device__ Square(int i, float s) : Rect(i, s, s) {}
};
__host__ __device__ float use_sized(const Sized& s) { return s.w - s.h; }
__host__ __device__ int use_shape(const Shape* s) { return s ? s->id : -1; }
__host__ __device__ float by_value(Sized s) { return s.area(); }
struct Base { int v; };
struct Der : Base { int w; };
__host__ __device__ long long run() {
    Rect r(3, 2.0f, 4.0f);
    Square q(7, 3.0f);
    long long acc = (long long)r.total() * 1000 + (long long)q.total();
    acc = acc * 100 + (long long)use_sized(r) + use_shape(&q) + (long long)by_value(q);
    Sized* ps = &r;
    Rect* back = static_cast<Rect*>(ps);
    acc = acc * 10 + back->extra + (back == &r);
    Shape* nul = (Rect*)0;
    Sized* nul2 = static_cast<Rect*>(nullptr);
    acc = acc * 10 + (nul == nullptr) + (nul2 == nullptr) + use_shape((Square*)nullptr);
    Rect& rr = static_cast<Rect&>(*ps);
    Sized& sr = r;
    Der d = {{4}, 5};
    Base& br = d;
    acc = acc * 100 + rr.id + (long long)sr.h + br.v * 3 + d.w;
    return acc + sizeof(Rect) * 1000000000000LL + sizeof(Der) * 100000000000000LL;
}
