// base classes and lookup: the empty base optimization (sizeof(E2) == 4), inherited
// static member functions, typedefs and constants (also from a class template's base
// through the injected name, Twice::N), inherited operators (operator+ and
// operator[] on a derived object), a derived member hiding the base's (the base's
// reached by Hide::f() and static_cast<Hide&>)
struct Empty {};
struct Tag : Empty { typedef int value_type; __host__ __device__ static int kind() { return 4; } };
template <typename T> struct Holder { T val; typedef T value_type; static const int N = 2;
    __host__ __device__ T get() const { return val; } };
template <typename T> struct Twice : Holder<T>, Tag {
    __host__ __device__ Twice(T v) { this->val = v; }
    __host__ __device__ T dbl() const { return this->get() * Twice::N; }
};
struct Vec2 { float x, y;
    __host__ __device__ Vec2 operator+(const Vec2& o) const { return {x + o.x, y + o.y}; }
    __host__ __device__ float& operator[](int i) { return i ? y : x; } };
struct Pt : Vec2 { int w; };
struct Sub : Tag { int u; };
struct Hide { int v; __host__ __device__ int f() const { return 1; } };
struct Hider : Hide { int v; __host__ __device__ int f() const { return 2 + Hide::f(); } };
struct E2 : Empty { int a; };
__host__ __device__ long long run() {
    Twice<int> t(21);
    int z = t.dbl();
    Tag::value_type q = 2; z += q;
    Sub::value_type sv = 1; z += sv;
    Pt p; p.x = 1; p.y = 2; p.w = 3;
    Vec2 s = p + p;
    p[1] = 7;
    Hider h; h.v = 5; static_cast<Hide&>(h).v = 6;
    return z * 100000 + (long long)(s.x + s.y) * 1000 + (long long)p.y * 100 + h.f() * 10 + Tag::kind() + t.kind()
        + sizeof(E2) * 10000000 + sizeof(Tag) * 100000000 + h.v + static_cast<Hide&>(h).v * 2;
}
