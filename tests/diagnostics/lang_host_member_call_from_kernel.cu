// expect: error 9:11: calling a __host__ function("Gauge::Gauge()") from a __global__ function("k") is not allowed
// expect: error 9:21: calling a __host__ function("Gauge::level() const") from a __global__ function("k") is not allowed
// expect: error 9:56: calling a __host__ function("dev::Box<int> ::get(int)") from a __global__ function("k") is not allowed
// A host member function called from device code is named as nvcc names it: the class,
// its namespaces and template arguments, the parameters without `this`, and `const`
struct Gauge { int v; Gauge() : v(1) {} int level() const { return v; } };
namespace dev { template <class T> struct Box { T t; __device__ Box() : t() {} T get(int) { return t; } }; }
__global__ void k(int* o) {
    Gauge g; o[0] = g.level(); dev::Box<int> b; o[1] = b.get(0);
}
