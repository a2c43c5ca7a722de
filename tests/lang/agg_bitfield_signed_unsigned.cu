// bit-field reads and writes: signed fields sign-extend, unsigned ones wrap; access
// through pointers and references, by-value copies, member functions, and the raw
// bits seen through a union (the layout g++ gives)
struct Flags {
    unsigned a : 3;
    int b : 3;
    unsigned c : 10;
    int d : 12;
    unsigned e : 1;
    __host__ __device__ int sum() const { return a + b + c + d + e; }
};

union Raw {
    Flags f;
    unsigned bits;
};

__host__ __device__ void bump(Flags* p, Flags& r) {
    p->a++;
    r.b--;
    p->d -= 100;
    r.c <<= 2;
}

__host__ __device__ int take(Flags f) { return f.b * 1000 + f.a; }

__host__ __device__ long long run() {
    long long acc = 0;
    for (int i = -9; i < 9; i++) {
        Flags f = {0, 0, 0, 0, 0};
        f.a = i;
        f.b = i;
        f.c = i * 37;
        f.d = i * 301;
        f.e = i;
        acc = acc * 3 + f.sum();
        bump(&f, f);
        acc += take(f) + f.c;
    }
    Raw r;
    r.bits = 0;
    r.f.a = 5;
    r.f.b = -1;
    r.f.c = 0x155;
    r.f.e = 1;
    return acc * 1000 + (r.bits & 0xffff) + ((r.bits >> 28) & 0xf) * 100000;
}
