// overloads on struct types, struct pointers and references
struct A {
    int v;
};
struct B {
    int v;
};

__host__ __device__ int kind(A) { return 1; }
__host__ __device__ int kind(B) { return 2; }
__host__ __device__ int kind(A*) { return 3; }
__host__ __device__ int kind(const B*) { return 4; }

__host__ __device__ long long run() {
    A a = {1};
    B b = {2};
    const B cb = {3};
    long long s = kind(a);
    s = s * 10 + kind(b);
    s = s * 10 + kind(&a);
    s = s * 10 + kind(&cb);
    return s;
}
