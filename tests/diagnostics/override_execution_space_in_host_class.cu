// expect: error 11:9: execution space mismatch: overridden entity (function "Shape::tag") is a __device__ function, but overriding entity (function "Square::tag") is a __host__ function
// A class no device code uses is host code, whose errors ptxc may set aside; but the
// execution-space rule for overriders is CUDA's own, and the class's vtable (its
// destructor is a device function) holds the host overrider: it was an internal
// compiler error (a mutation campaign's finding, issue 47). nvcc reports it too.
struct Shape {
    __device__ virtual int tag() const { return 0; }
    __device__ virtual ~Shape() {}
};
struct Square : Shape {
    int tag() const override { return 1; }
};
