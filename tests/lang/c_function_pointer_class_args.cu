// calls through function pointers whose function type has class parameters and
// class results: a table of operations on a small struct, a struct holding an
// array passed by value (the callee's copy is its own), and a pointer that the
// optimizer can resolve to a direct call
struct V {
    int x, y;
};
struct Big {
    double d[3];
    char tag;
};

__host__ __device__ V addv(V a, V b) { return V{a.x + b.x, a.y + b.y}; }
__host__ __device__ V subv(V a, V b) { return V{a.x - b.x, a.y - b.y}; }
__host__ __device__ double weigh(Big b, int k) {
    b.d[0] = -1000;  // the callee's copy: the caller's object is unchanged
    return (b.d[1] * 2 + b.d[2] * 3) * k + b.tag;
}
__host__ __device__ double first(Big b, int k) { return b.d[0] * k - b.tag; }
__host__ __device__ Big scale(const Big* b, double f) {
    Big r = *b;
    for (int i = 0; i < 3; i++) r.d[i] *= f;
    r.tag++;
    return r;
}

__host__ __device__ long long run() {
    V (*ops[2])(V, V) = {addv, subv};
    V a = {5, 7}, b = {1, 2};
    long long s = 0;
    for (int i = 0; i < 2; i++) {
        V r = ops[i](a, b);
        s = s * 100 + r.x * 10 + r.y;
    }
    double (*w)(Big, int) = weigh;
    Big (*sc)(const Big*, double) = scale;
    Big g = {{1.5, 2.5, 3.5}, 4};
    Big h = sc(&g, 2.0);
    s = s * 1000 + (long long)w(h, 3);
    s = s * 100 + (long long)w(sc(&h, 0.5), 1) + h.tag;
    s = s * 10 + (long long)h.d[0];
    double (*ws[2])(Big, int) = {first, weigh};
    for (int i = 0; i < 2; i++) s = s * 100 + (long long)ws[i](g, i + 1) % 100;
    return s;
}
