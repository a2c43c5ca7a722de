// GNU/C99 compound literals `(T){...}` (issue 42): a temporary of type T
// initialized from the braced list, for records, scalars, arrays of unknown
// bound (the list gives the length) and CUDA vector types; usable as a postfix
// expression operand.
#ifndef __CUDACC__
// The host compiler has no CUDA vector types: the same aggregates.
struct float2 {
    float x, y;
};
struct int4 {
    int x, y, z, w;
};
#endif
struct Point {
    int x, y;
};
struct Box {
    Point lo, hi;
    int tag;
};

__host__ __device__ int area(Box b) { return (b.hi.x - b.lo.x) * (b.hi.y - b.lo.y) + b.tag; }

__host__ __device__ long long run() {
    int k = 5;
    Point p = (Point){k, 2};
    long long r = p.x * 10 + p.y;
    r = r * 100 + area((Box){{1, 2}, {4, 7}, 3});
    r = r * 100 + ((int[]){4, 5, 6, 7})[k - 3];
    r = r * 10 + sizeof((int[]){1, 2, 3}) / sizeof(int);
    r = r * 100 + (Point){k * 3, 0}.x;
    r = r * 100 + (int){42};
    float2 v = (float2){1.5f, 2.5f};
    r = r * 100 + (long long)(v.x * 10 + v.y);
    int4 q = (int4){1, 2, 3, 4};
    r = r * 100 + q.x + q.y * 2 + q.z * 3 + q.w * 4;
    Point partial = (Point){9};
    r = r * 10 + partial.x + partial.y;
    return r;
}
