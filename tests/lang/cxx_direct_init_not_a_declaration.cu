// `T x(A(), -2, B());` declares an object: `A()` alone could be a parameter
// (a function returning A), but `-2` cannot, and [dcl.ambig.res] prefers a
// declaration only when the whole list can be one. A list that can (`Tag()`
// and `int`) still declares a function.
struct Tag { int unused = 0; };
struct Pair {
    int a;
    long long b;
    __host__ __device__ Pair(Tag, int x, Tag) : a(x), b(x * 3LL) {}
};
__host__ __device__ int count_tags(Tag (*)(), int n);
__host__ __device__ int count_tags(Tag (*)(), int n) { return n + 1; }
__host__ __device__ Tag make_tag() { return Tag(); }

__host__ __device__ long long run() {
    Pair p(Tag(), -2, Tag());
    int n = 4;
    Pair q(Tag(), n * 2, Tag());
    int fn(Tag(), int);  // a function declaration, as in C++
    long long s = p.a + p.b * 10 + q.a * 1000;
    s = s * 10 + count_tags(make_tag, 3);
    return s;
}
