// A function's declarations may disagree on __host__ and __device__, as nvcc allows: the
// function becomes __host__ __device__ (nvcc warns), so a device function redeclared at
// block scope without specifiers, or defined without them, is still callable from device
// code; a __host__ __device__ function redeclared plainly stays one.
__device__ int twice(int);
__host__ __device__ int thrice(int);
int thrice(int);

struct Scale {
    __device__ int by(int) const;
    int k;
};

__host__ __device__ long long run() {
    int twice(int);
    Scale s{7};
    return twice(20) * 10000 + thrice(3) * 100 + s.by(2);
}

int twice(int x) { return 2 * x; }
int thrice(int x) { return 3 * x; }
int Scale::by(int x) const { return k * x; }
