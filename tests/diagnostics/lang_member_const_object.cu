// expect: error 9:5: the object has type qualifiers that are not compatible with the member function "Counter::bump"
// a non-const member function called on a const object
struct Counter {
    int n;
    __device__ void bump() { n++; }
    __device__ int get() const { return n; }
};
__device__ int f(const Counter& c) {
    c.bump();
    return c.get();
}
__global__ void k(int* out) { Counter c = {1}; out[0] = f(c); }
