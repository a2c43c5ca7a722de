// The math overloads for mixed and integer arguments (issue 75): pow of arithmetic types
// other than two floats or two doubles is double (<cmath>'s promoting template, which
// nvcc's device code finds too: `pow(2.0f, 3)` is double there), copysign of a double and
// a float is double, and abs takes long as C++ and CUDA's headers declare it.
#include <math.h>
#include <stdlib.h>

template <class T> __host__ __device__ int size_of(T) { return sizeof(T); }

__host__ __device__ long long run() {
    long long r = 0;
    r = r * 10 + size_of(pow(2.0f, 3));          // 8: double
    r = r * 10 + size_of(pow(2, 3));             // 8: double
    r = r * 10 + size_of(pow(2, 3.0f));          // 8: double
    r = r * 10 + size_of(copysign(1.0f, -2.0));  // 8
    r = r * 10 + size_of(abs(-3L));              // 8: long
    r = r * 1000 + (long long)(pow(2.0f, 3) + pow(2, 3) + pow(2, 0.5f) * pow(2, 0.5f) + 0.5);
    r = r * 100 + (long long)(copysign(3.0, -1.0f) + copysign(4.0f, 1.0) + 50);
    r = r * 1000 + abs(-7L) + abs(-9LL) * 10 + (long long)std::abs(-2L) * 100;
    return r;
}
