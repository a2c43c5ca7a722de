// `this`: members named through it, `*this` returned by reference for chained calls,
// calls through pointers and references, a member function calling another unqualified
struct Acc {
    int total;
    int count;
    __host__ __device__ Acc& add(int v) { this->total += v; count++; return *this; }
    __host__ __device__ Acc& twice() { return add(total); }
    __host__ __device__ const Acc* self() const { return this; }
    __host__ __device__ int mean() const { return count ? total / count : 0; }
};

__host__ __device__ void feed(Acc& a, int n) {
    for (int i = 1; i <= n; i++) a.add(i);
}

__host__ __device__ long long run() {
    Acc a = {0, 0};
    a.add(3).add(4).twice();
    Acc* p = &a;
    feed(*p, 5);
    p->add(100);
    return a.total * 1000 + a.count * 10 + (a.self() == &a) + p->mean() * 100000;
}
