// expect: error 12:37: object of abstract class type "Shape" is not allowed
// an abstract class (a pure virtual function without an overrider) cannot be
// instantiated: nvcc's error at the declaration (its note naming the pure virtual
// function is not repeated)
struct Shape {
    __device__ virtual float area() const = 0;
};
struct Square : Shape {
    float s;
    __device__ float area() const override { return s * s; }
};
__global__ void k(float* o) { Shape s; Square q; q.s = o[1]; o[0] = q.area(); }
