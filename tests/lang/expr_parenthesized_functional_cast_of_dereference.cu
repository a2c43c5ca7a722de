// `(float(*this) != 0.0f)` and `(int(*p) + 1)`: a type, `(` and `*` inside parentheses
// start a functional cast of a dereference when a name (or `this`) follows the `*`; only
// `(*)`, `(**)`, `(*const)`, `(&)` and `(*)[n]` make the abstract declarator of a cast's
// type name (`(int (*)(int))f`). Found in CUTLASS's tfloat32.h (`explicit operator bool`).
struct Wrapped {
    float s;
    __host__ __device__ explicit operator float() const { return s; }
    __host__ __device__ explicit operator bool() const { return (float(*this) != 0.0f); }
    __host__ __device__ explicit operator int() const { return (int(float(*this)) * 2); }
};

__host__ __device__ int twice(int x) { return 2 * x; }

__host__ __device__ long long run() {
    Wrapped a{3.5f}, z{0.0f};
    int v = 7;
    int* p = &v;
    int** pp = &p;
    long long r = (int(*p) + 1);                 // 8
    r = r * 10 + (int(**pp) - 5);                // 82
    r = r * 10 + (bool(a) ? 1 : 0);              // 821
    r = r * 10 + (bool(z) ? 1 : 0);              // 8210
    r = r * 10 + int(a);                         // 82106
    int (*f)(int) = (int (*)(int))twice;         // a cast to a function pointer type
    r = r * 100 + f(21);                         // 8210642
    const int* cp = (const int (*))p;
    return r * 10 + *cp % 10;
}
