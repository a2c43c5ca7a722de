// expect: error 15:9: execution space mismatch: overridden entity (function "Shape::tag") is a __device__ function, but overriding entity (function "Square::tag") is a __host__ function
// expect: error 16:20: execution space mismatch: overridden entity (function "Shape::sides") is a __host__ __device__ function, but overriding entity (function "Square::sides") is a __device__ function
// An overrider runs where the function it overrides runs (nvcc's
// vfunc_incompat_exec_* errors): a host function in a device class's vtable
// has no device address; ptxc gave an internal compiler error (a mutation
// campaign's finding, issue 47).

struct Shape {
    __device__ virtual int tag() const { return 0; }
    __host__ __device__ virtual int sides() const { return 0; }
    __device__ virtual ~Shape() {}
};

struct Square : Shape {
    int tag() const override { return 1; }
    __device__ int sides() const override { return 4; }
};

__global__ void k(int* out) {
    Square s;
    out[0] = s.sides();
}
