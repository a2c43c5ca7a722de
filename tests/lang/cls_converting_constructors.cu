// Converting constructors (C++ [class.conv.ctor]): an argument, a `const T&`
// binding or a returned value of another type becomes a temporary of the class
// through the constructor that takes it (also from a scalar, also through a
// constructor with a defaulted second parameter).
struct Celsius { int deg; };
struct Kelvin {
    int k;
    __host__ __device__ Kelvin(const Celsius& c) : k(c.deg + 273) {}
    __host__ __device__ Kelvin(int raw, int scale = 1) : k(raw * scale) {}
};

__host__ __device__ int by_value(Kelvin t) { return t.k; }
__host__ __device__ int by_ref(const Kelvin& t) { return t.k * 2; }
__host__ __device__ Kelvin boil() { return Celsius{100}; }
__host__ __device__ Kelvin zero() { return 5; }

__host__ __device__ long long run() {
    Celsius c{27};
    long long r = by_value(c);            // 300
    r = r * 1000 + by_ref(c);             // 600
    r = r * 1000 + by_value(42);          // 42
    r = r * 1000 + by_ref(7);             // 14
    r = r * 1000 + boil().k;              // 373
    r = r * 10 + zero().k;                // 5
    Kelvin t = c;
    return r + t.k;                       // + 300
}
