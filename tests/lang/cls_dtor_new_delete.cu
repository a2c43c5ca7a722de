// new and delete on the device heap: `new T(args)` constructs in memory from malloc,
// `delete p` runs the destructor and frees it (nothing for a null pointer); scalars
// with `new int(v)`, `new int()` and `new int{v}`; arrays of scalars and of classes
// without destructors with `new T[n]` / `delete[]` (constant counts construct each
// element); placement `new (p) T` into a local buffer
#include <new>
__device__ long long g_order = 0;
__device__ int g_live = 0;
struct Node {
    int value;
    Node* next;
    __host__ __device__ Node(int v, Node* n) : value(v), next(n) { g_live++; }
    __host__ __device__ ~Node() { g_order = g_order * 10 + value; g_live--; }
};
struct Cell {
    int v = 7;
    __host__ __device__ Cell() { v += 1; }
};
__host__ __device__ void mix(unsigned long long& h, long long v) { h = h * 1000003ULL + (unsigned long long)v; }

__host__ __device__ long long run() {
    unsigned long long h = 0;
    Node* list = nullptr;
    for (int i = 1; i <= 4; i++) list = new Node(i, list);
    mix(h, g_live);
    int sum = 0;
    for (Node* n = list; n; n = n->next) sum = sum * 10 + n->value;
    mix(h, sum);                              // 4321
    while (list) {
        Node* next = list->next;
        delete list;
        list = next;
    }
    mix(h, g_order);                          // 4321
    mix(h, g_live);
    Node* none = nullptr;
    delete none;
    int* a = new int(41);
    int* b = new int();
    int* c = new int{5};
    mix(h, *a + *b + *c);
    delete a; delete b; delete c;
    int n = 6;
    long long* squares = new long long[n];
    for (int i = 0; i < n; i++) squares[i] = (long long)i * i;
    mix(h, squares[5] + squares[2]);
    delete[] squares;
    Cell* cells = new Cell[3];
    mix(h, cells[0].v + cells[1].v * 10 + cells[2].v * 100);
    delete[] cells;
    alignas(Cell) unsigned char buf[4 * sizeof(Cell)];
    Cell* one = new (buf) Cell;
    Cell* row = new (buf + sizeof(Cell)) Cell[3];
    mix(h, one->v * 1000 + row[2].v + (long long)((unsigned char*)row - buf));
    return (long long)(h >> 2);
}
