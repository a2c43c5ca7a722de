// expect: error 6:53: a nonstatic member reference must be relative to a specific object
// expect: error 8:41: "this" may only be used inside a nonstatic member function
// a static member function has no object, and neither has a free function
struct P {
    int v;
    __device__ static int twice(int x) { return x + v; }
};
__device__ int g(P* p) { return p->v + (this != 0); }
__global__ void k(int* out) { P p = {2}; out[0] = P::twice(1) + g(&p); }
