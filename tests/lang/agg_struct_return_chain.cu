// struct results used directly in member access
struct Pair { int a; long long b; };

__host__ __device__ Pair mk(int i) {
    Pair p;
    p.a = i;
    p.b = (long long)i * i * i;
    return p;
}

__host__ __device__ Pair swap(Pair p) {
    Pair q = {(int)p.b, p.a};
    return q;
}

__host__ __device__ long long run() {
    long long s = mk(7).b + swap(mk(5)).a * 1000 + swap(swap(mk(3))).b;
    return s;
}
