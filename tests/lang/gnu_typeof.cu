// GNU `__typeof__` and `__typeof` (issue 42): the type of an expression (not
// evaluated; qualifiers kept, never a reference, unlike decltype) or of a type-id.
__host__ __device__ long long run2();
__host__ __device__ long long run() {
    int x = 3;
    int& rx = x;
    const short cs = 4;
    double d = 1.5;
    __typeof__(x) a = 10;
    __typeof(rx) b = a;  // int, not int&
    b = 20;
    __typeof__(cs) c = 5;
    __typeof__(x * d) e = 2.25;  // double
    __typeof__(unsigned char) u = 300;
    __typeof__(int[3]) arr = {1, 2, 3};
    __typeof__(&arr[0]) p = arr + 1;
    __typeof__(x++) unevaluated = 0;  // x is not incremented
    long long r = a * 1000 + x * 100 + b + c + unevaluated;
    r = r * 1000 + (long long)(e * 100) + u + sizeof(__typeof__(d)) + sizeof(arr) + *p;
    return r * 1000 + run2();
}

// In a template, per instance; and `typeof` stays a name when one is declared.
// (In a template's signature, __typeof__ works as decltype does, which g++ cannot
// mangle: frontend/src/parser/tests.rs typeof_in_template_signatures.)
template <class T>
__host__ __device__ T doubled(T v) {
    __typeof__(v + v) r = v + v;
    return r;
}
namespace own {
__host__ __device__ int typeof(int v) { return v * 3; }
__host__ __device__ int call_it() { return typeof(4); }
}  // namespace own

__host__ __device__ long long run2() {
    return doubled(21) + (long long)doubled(1.5) + own::call_it() + doubled('a') * 10;
}
