// expect: error 10:5: function "scale" cannot be referenced -- it is a deleted function
// A member function overload written `= delete` is declared and may be chosen; calling
// it is an error, not a fall back to the next best overload.
struct Meter {
    float v;
    __device__ void scale(float k) { v *= k; }
    void scale(double) = delete;
};
__global__ void k(Meter* m) { m->scale(2.0f);
    m->scale(2.0); }
