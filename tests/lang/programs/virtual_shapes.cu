// A small class hierarchy with virtual functions in device code, as a CUDA user
// writes it: shapes made on the device heap by a factory (new), measured through a
// base pointer (virtual area() and sides()), then deleted through the base pointer
// (virtual destructors); a second kernel calls through a pointer to a secondary base
// (a this-adjusting thunk) and through references. The vtables (_ZTV...) are the
// ones nvcc emits for this file (tests/lang.rs compares them).
#include <cuda_runtime.h>
#include <stdio.h>

struct Shape {
    int id;
    __device__ Shape(int i) : id(i) {}
    __device__ virtual float area() const = 0;
    __device__ virtual int sides() const { return 0; }
    __device__ virtual ~Shape() {}
};

struct Circle : Shape {
    float r;
    __device__ Circle(int i, float radius) : Shape(i), r(radius) {}
    __device__ float area() const override { return 3.0f * r * r; }
};

struct Rect : Shape {
    float w, h;
    __device__ Rect(int i, float a, float b) : Shape(i), w(a), h(b) {}
    __device__ float area() const override { return w * h; }
    __device__ int sides() const override { return 4; }
};

struct Square final : Rect {
    __device__ Square(int i, float s) : Rect(i, s, s) {}
    __device__ int sides() const override { return 40; }
};

struct Labeled {
    int label;
    __device__ Labeled(int l) : label(l) {}
    __device__ virtual int tag() const { return label; }
    __device__ virtual ~Labeled() {}
};

struct Triangle : Shape, Labeled {
    float b, h;
    __device__ Triangle(int i, float base, float height) : Shape(i), Labeled(7), b(base), h(height) {}
    __device__ float area() const override { return 0.5f * b * h; }
    __device__ int sides() const override { return 3; }
    __device__ int tag() const override { return 100 + id; }
};

__device__ Shape* make_shape(int kind, int id, float a, float b) {
    switch (kind) {
    case 0: return new Circle(id, a);
    case 1: return new Rect(id, a, b);
    case 2: return new Square(id, a);
    default: return new Triangle(id, a, b);
    }
}

__global__ void measure(const int* kinds, const float* a, const float* b, float* area, int* sides, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Shape* s = make_shape(kinds[i], i, a[i], b[i]);
    area[i] = s->area();
    sides[i] = s->sides();
    delete s;
}

__device__ int tag_of(const Labeled& l) { return l.tag(); }

__global__ void labels(const float* a, int* tags, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Triangle t(i, a[i], 2.0f);
    Labeled plain(i % 5);
    const Labeled* p = &t;
    const Shape& s = t;
    tags[i] = p->tag() * 1000 + tag_of(plain) * 10 + s.sides();
}

int main() {
    const int n = 256;
    int* kinds; float *a, *b, *area; int *sides, *tags;
    cudaMalloc(&kinds, n * sizeof(int));
    cudaMalloc(&a, n * sizeof(float));
    cudaMalloc(&b, n * sizeof(float));
    cudaMalloc(&area, n * sizeof(float));
    cudaMalloc(&sides, n * sizeof(int));
    cudaMalloc(&tags, n * sizeof(int));
    measure<<<(n + 127) / 128, 128>>>(kinds, a, b, area, sides, n);
    labels<<<(n + 127) / 128, 128>>>(a, tags, n);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
