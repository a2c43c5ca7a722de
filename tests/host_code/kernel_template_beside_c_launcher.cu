// A kernel template and an `extern "C"` host function of the same name declared after
// it (the launcher a C caller links against): a function template has C++ linkage, so
// the two do not conflict, and the launch makes the kernel's instance. Two functions
// of C linkage with one name still do (tests/diagnostics/c_linkage_overloads.cu).
template <int B> __global__ void reduce(float* p) { p[threadIdx.x] = B; }
extern "C" void reduce(float* p, int n) {
    if (n > 64)
        reduce<8><<<1, 32>>>(p);
    else
        reduce<4><<<1, 32>>>(p);
}

// A C++ overload of a C function, in either order.
extern "C" void fill(float* p);
template <class T> __global__ void fill(T* p) { p[threadIdx.x] = T(3); }
void fill(float* p, int) { fill<float><<<1, 32>>>(p); }
