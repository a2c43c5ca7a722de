// expect: error 7:23: declaration is incompatible with every member "Box::volume"
// an out-of-line definition whose parameters match no declaration in the class
struct Box {
    float w, h, d;
    __device__ float volume() const;
};
__device__ float Box::volume(float scale) const { return w * h * d * scale; }
__global__ void k(float* out) { Box b = {1, 2, 3}; out[0] = b.volume(); }
