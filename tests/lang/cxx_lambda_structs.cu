// lambdas and structs: capturing a struct by copy and by reference, returning structs,
// struct parameters, deduced and explicit (converting) return types, omitted ()
struct V2 {
    int x, y;
};
__host__ __device__ long long run() {
    V2 p = {3, 4};
    V2 q = {10, 20};
    auto dot = [p](V2 o) { return p.x * o.x + p.y * o.y; };
    auto shift = [&q](int d) { q.x += d; q.y -= d; };
    auto sum = [](V2 a, V2 b) { V2 s = {a.x + b.x, a.y + b.y}; return s; };
    auto half = [](int v) -> double { return v / 2; };
    auto ratio = [](int a, int b) -> float { return (float)a / b; };
    auto seven = [] { return 7; };
    shift(5);
    V2 s = sum(p, q);
    long long r = dot(q);
    r = r * 1000 + s.x * 10 + s.y;
    r = r * 100 + (long long)(half(9) * 10);
    r = r * 100 + (long long)(ratio(3, 4) * 100);
    r = r * 10 + seven();
    p.x = 100;  // dot keeps its copy
    r = r * 1000 + dot(V2{1, 1});
    return r;
}
