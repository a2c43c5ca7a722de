// C-style typedef'd anonymous structs
typedef struct {
    unsigned char r, g, b, a;
} Rgba;

typedef struct Node {
    int v;
    struct Node* next;
} Node;

__host__ __device__ long long run() {
    Rgba c = {10, 20, 30, 255};
    Node n3 = {3, 0};
    Node n2 = {2, &n3};
    Node n1 = {1, &n2};
    long long s = c.r + c.g * 256 + c.b * 65536LL + c.a * 16777216LL;
    for (Node* p = &n1; p; p = p->next) s = s * 10 + p->v;
    return s * 10 + sizeof(Rgba);
}
