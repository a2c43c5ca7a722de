// Conversion functions that give a class (`operator Tag() const`) used by copy- and
// direct-initialization and by-value arguments, and conversion function templates
// (`template <class T> operator T() const`, `operator T*()`), whose argument is
// deduced from the type the conversion needs: a class, arithmetic types (an exact
// instance beats an ordinary conversion that would need a further standard
// conversion), a pointer; an ordinary conversion with the exact result still wins.
struct Tag { int v = 2; };
struct Maker {
    int k;
    __host__ __device__ operator Tag() const { Tag t; t.v = k; return t; }
};
__host__ __device__ int take(Tag t) { return t.v; }

struct Any {
    template <typename T>
    __host__ __device__ operator T() const { return T(); }
};
struct Num {
    int k;
    __host__ __device__ operator long() const { return 1000; }
    template <typename T>
    __host__ __device__ operator T() const { return T(k) * 2; }
    template <typename T>
    __host__ __device__ operator T*() const { return nullptr; }
};
struct Derived : Num { int extra; };

__host__ __device__ long long run() {
    Maker m{7};
    Tag a = m;
    Tag b(m);
    long long r = a.v * 100 + b.v * 10 + take(m);
    Any any;
    Tag t = any;
    int zero = any;
    r = r * 10 + t.v + zero;
    Num n{21};
    int i = n;
    double d = n;
    long l = n;
    float* p = n;
    r = r * 1000 + i;
    r = r * 1000 + (long long)d;
    r = r * 10000 + l;
    r = r * 10 + (p == nullptr);
    Derived dv;
    dv.k = 4;
    short s = dv;
    return r * 100 + s;
}
