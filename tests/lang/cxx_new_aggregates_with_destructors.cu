// `new S{...}` and placement `new (p) S{...}` of an aggregate initialize its members
// from the brace list, also when the class has a destructor (a user-declared
// destructor does not stop a class from being an aggregate), with default member
// initializers for members past the list.
#include <new>

struct Tracked {
    int* hits;
    int weight = 3;
    __host__ __device__ ~Tracked() { *hits += weight; }
};
struct Pair {
    int a;
    int b = 20;
};

__host__ __device__ long long run() {
    int hits = 0;
    alignas(Tracked) unsigned char raw[sizeof(Tracked)];
    Tracked* p = new (raw) Tracked{&hits, 5};
    p->~Tracked();
    Tracked* q = new Tracked{&hits};
    delete q;
    Pair* r = new Pair{7};
    long long s = hits * 1000 + r->a * 100 + r->b;
    delete r;
    return s;
}
