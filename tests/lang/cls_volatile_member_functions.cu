// Volatile member functions (C++ [class.this]): `volatile` after the parameter
// list makes `this` a `volatile S*`; overloads on const, volatile and const
// volatile objects are chosen by the object's qualifiers, an out-of-class
// definition repeats the qualifier, and Csmith's C++ mode gives every union a
// `volatile U& operator=(const volatile U&) volatile` beside the plain one.
struct S {
    int x;
    __host__ __device__ int get() { return x; }
    __host__ __device__ int get() const { return x + 100; }
    __host__ __device__ int get() volatile { return x + 1000; }
    __host__ __device__ int get() const volatile { return x + 2000; }
    __host__ __device__ int both() const volatile { return x + 3000; }
    __host__ __device__ volatile S& operator=(const volatile S& o) volatile {
        x = o.x + 1;
        return *this;
    }
    __host__ __device__ S& operator=(const S& o) {
        x = o.x + 2;
        return *this;
    }
    __host__ __device__ int bump() volatile;
};

__host__ __device__ int S::bump() volatile { return ++x; }

union U {
    unsigned int f0;
    __host__ __device__ U& operator=(const U& v) {
        f0 = v.f0;
        return *this;
    }
    __host__ __device__ volatile U& operator=(const volatile U& v) volatile {
        f0 = v.f0 ^ 0xffu;
        return *this;
    }
};

__host__ __device__ long long run() {
    S a;
    a.x = 1;
    volatile S b;
    b.x = 10;
    const S c = a;
    const volatile S& d = a;
    long long r = a.get();                 // 1
    r = r * 10000 + b.get();               // 1010
    r = r * 1000 + c.get();                // 101
    r = r * 10000 + d.get();               // 2001
    r = r % 1000003 * 10000 + b.both() + a.both();  // 6011
    b = a;
    r = r * 100 + b.x;                     // 2
    a = c;
    r = r * 100 + a.x;                     // 3
    r = r * 100 + b.bump();                // 3
    U u;
    u.f0 = 5;
    volatile U vu;
    vu = u;
    U w;
    w = u;
    return r * 1000 + vu.f0 * 10 + w.f0;   // 250*10 + 5
}
