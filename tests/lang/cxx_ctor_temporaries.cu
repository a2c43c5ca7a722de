// temporaries: T(a, b) passed to const T& and by value, returned, members called on
// them, T{...} for an aggregate without constructors, namespace-qualified T(...), copies
namespace num {
struct Frac {
    int n, d;
    __host__ __device__ Frac(int a, int b) : n(a), d(b) { normalize(); }
    __host__ __device__ Frac(int a) : n(a), d(1) {}
    __host__ __device__ void normalize() {
        int a = n < 0 ? -n : n, b = d;
        while (b) { int t = a % b; a = b; b = t; }
        if (a > 1) { n /= a; d /= a; }
    }
    __host__ __device__ Frac operator+(const Frac& o) const { return Frac(n * o.d + o.n * d, d * o.d); }
    __host__ __device__ Frac operator*(Frac o) const { return Frac(n * o.n, d * o.d); }
    __host__ __device__ bool operator==(const Frac& o) const { return n == o.n && d == o.d; }
};
}

struct RGB { unsigned char r, g, b; };

__host__ __device__ int brightness(const RGB& c) { return c.r + c.g + c.b; }

__host__ __device__ num::Frac half() { return num::Frac(1, 2); }

__host__ __device__ long long run() {
    num::Frac a = half() + num::Frac(1, 3);
    num::Frac b(a);
    num::Frac c = b * num::Frac(3);
    num::Frac d = num::Frac(2, 4) + num::Frac(5, 10);
    int sum = 0;
    for (int i = 1; i <= 4; i++) sum += (num::Frac(i, 4) + num::Frac(i, 4)).n;
    int bright = brightness(RGB{10, 20, 30}) + brightness(RGB{1}) + RGB{}.b;
    return a.n * 1000000 + a.d * 10000 + c.n * 1000 + c.d * 10 + (d == num::Frac(1)) + sum * 100000000LL
           + bright * 1000000000LL;
}
