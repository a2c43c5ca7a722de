// structs holding pointers to other objects and to each other
struct Span {
    int* data;
    int len;
};

struct Link {
    int v;
    Link* next;
};

__host__ __device__ int sum(Span s) {
    int t = 0;
    for (int i = 0; i < s.len; i++) t += s.data[i];
    return t;
}

__host__ __device__ long long run() {
    int buf[6] = {1, 2, 3, 4, 5, 6};
    Span a = {buf, 3}, b = {buf + 3, 3};
    b.data[0] = 40;
    Link nodes[5];
    for (int i = 0; i < 5; i++) {
        nodes[i].v = i * i;
        nodes[i].next = i + 1 < 5 ? &nodes[i + 1] : 0;
    }
    long long s = sum(a) * 1000 + sum(b);
    for (Link* p = &nodes[0]; p; p = p->next) s = s * 10 + p->v % 10;
    return s;
}
