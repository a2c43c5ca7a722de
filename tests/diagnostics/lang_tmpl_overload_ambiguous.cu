// expect: error 12:12: more than one instance of overloaded function "two" matches the argument list
// expect: error 13:12: no instance of overloaded function "one" matches the argument list
// overloaded function templates: neither of two(T, U*) and two(T*, U) is more
// specialized for (int*, int*), and no template of "one" deduces from a float
template <typename T, typename U> __device__ int two(T a, U* b) { return 1; }
template <typename T, typename U> __device__ int two(T* a, U b) { return 2; }
template <typename T> __device__ int one(T* a) { return 3; }
template <typename T> __device__ int one(T** a) { return 4; }
__global__ void k(int* o) {
    int x = 0;
    int* p = &x;
    o[0] = two(p, p);
    o[1] = one(1.0f);
}
