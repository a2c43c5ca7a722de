// overloads distinguished by the number of parameters, with default arguments
__host__ __device__ int area(int side) { return side * side; }
__host__ __device__ int area(int w, int h) { return w * h; }
__host__ __device__ int area(int a, int b, int c, int scale = 2) { return (a + b + c) * scale; }

__host__ __device__ long long run() {
    long long s = area(4);
    s = s * 100 + area(3, 5);
    s = s * 100 + area(1, 2, 3);
    s = s * 100 + area(1, 2, 3, 5);
    return s;
}
