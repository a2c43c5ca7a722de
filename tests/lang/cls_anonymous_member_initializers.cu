// Mem-initializers naming members of anonymous unions and structs of the class
// ([class.base.init]): `V(int a) : i(a)` initializes the unnamed union through `i`,
// and several members of an anonymous struct may each be named.
struct V {
    union {
        float f[2];
        struct {
            float x, y;
        };
        int i;
    };
    int n = 7;
    int m;
    __host__ __device__ V(int a) : i(a), m(2) {}
    __host__ __device__ V(float a, float b) : x(a), y(b), m(3) {}
};

struct Tagged {
    int kind;
    union {
        long long whole;
        unsigned char bytes[8];
    };
    __host__ __device__ explicit Tagged(long long w) : kind(1), whole(w) {}
};

__host__ __device__ long long run() {
    V v(3);
    V w(1.5f, 2.5f);
    Tagged t(0x0102030405060708LL);
    long long s = v.i + v.n + v.m;
    s = s * 1000 + (long long)(w.f[0] * 10 + w.f[1] * 100) + w.m;
    s = s * 100 + t.kind * 10 + t.bytes[0];
    return s;
}
