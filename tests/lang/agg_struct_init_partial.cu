// partial struct initialization zero-fills the remaining members
struct Cfg {
    int a;
    double b;
    char name[8];
    int tail[3];
};

__host__ __device__ long long run() {
    Cfg c1 = {5};
    Cfg c2 = {1, 2.5, "ab"};
    Cfg c3 = {};
    long long s = c1.a + (long long)c1.b + c1.name[0] + c1.tail[2];
    s = s * 1000 + c2.a + (long long)(c2.b * 2) + c2.name[1] + c2.name[2] + c2.tail[0];
    s = s * 1000 + c3.a + c3.name[7] + c3.tail[1];
    return s;
}
