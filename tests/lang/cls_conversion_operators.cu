// conversion functions: `operator int() const` used by initialization, arithmetic
// operands, arguments and returns; `operator float()` picked over int for a float
// target; `explicit operator bool()` in conditions, `!`, `&&` and explicit casts only;
// a conversion to a pointer; and one inherited from a base class
struct Fixed {
    int raw;
    __host__ __device__ operator int() const { return raw >> 8; }
    __host__ __device__ operator float() const { return raw / 256.0f; }
};
struct Flag {
    int v;
    __host__ __device__ explicit operator bool() const { return v != 0; }
};
struct Buf {
    int data[4];
    __host__ __device__ operator const int*() const { return data; }
};
struct Meter { long long mm; __host__ __device__ operator long long() const { return mm; } };
struct Trip : Meter { int legs; };
__host__ __device__ int twice(int x) { return 2 * x; }
__host__ __device__ double half(double x) { return x / 2; }
__host__ __device__ int ident(Fixed f) { return f; }

__host__ __device__ long long run() {
    Fixed f = {5 * 256 + 128};
    int i = f;
    float x = f;
    Flag on = {3}, off = {0};
    long long r = i * 100 + (long long)(x * 10) + twice(f) + ident(f);
    if (on) r += 1000;
    if (!off && on) r += 2000;
    r += static_cast<bool>(off) ? 50000 : 70000;
    Buf b = {{4, 5, 6, 7}};
    const int* p = b;
    r += p[2] * 100000;
    Trip t;
    t.mm = 12;
    t.legs = 2;
    long long len = t;
    return r + len * 10000000 + (long long)half(f) * 1000000000;
}
