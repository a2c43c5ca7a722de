// range-based for over an array of structs, modifying through a reference
struct P { int x, y; };

__host__ __device__ long long run() {
    P ps[4] = {{1, 2}, {3, 4}, {5, 6}, {7, 8}};
    for (auto& p : ps) {
        int t = p.x;
        p.x = p.y * 10;
        p.y = t;
    }
    long long s = 0;
    for (const P& p : ps) s = s * 100 + p.x + p.y;
    for (P p : ps) {
        p.x = 0;
        s += p.x;
    }
    for (P p : ps) s += p.x;
    return s;
}
