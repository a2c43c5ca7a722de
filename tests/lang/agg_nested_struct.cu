// nested structs and member chains
struct In { short a; int b; };
struct Mid { char tag; In in; In arr[2]; };
struct Out { Mid m; long long z; };

__host__ __device__ long long run() {
    Out o = {{'x', {1, 2}, {{3, 4}, {5, 6}}}, 7};
    o.m.arr[1].b += o.m.in.a;
    Out* p = &o;
    p->m.in.b = p->m.arr[0].a * 10;
    long long s = sizeof(In);
    s = s * 100 + sizeof(Mid);
    s = s * 100 + sizeof(Out);
    s = s * 1000 + o.m.tag;
    s = s * 100 + o.m.in.b;
    s = s * 100 + o.m.arr[1].b;
    s = s * 10 + o.z;
    return s;
}
