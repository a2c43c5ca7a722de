// expect: error 5:55: binding a reference member to a "const T&" parameter of scalar type is not supported yet
// ptxc passes a const T& of a scalar by value: binding a reference member to it is
// reported rather than compiled to a reference to the copy.
struct Scaled {
    const int& k; __device__ Scaled(const int& x) : k(x) {}
};
__global__ void g(int* out) { int v = 3; Scaled s(v); out[0] = s.k; }
