// The implicit copy constructor is memberwise: a member's or base's user-provided copy
// constructor runs inside it (`Holder h2 = h;`, `Holder h3(h);`, a derived class's
// copy), in brace-initialized members copied from lvalues, and in a lambda's copy
// capture. A prvalue (`Counted(3)`) initializes its object directly, with no copy.
struct Counted {
    int v;
    __host__ __device__ Counted(int x) : v(x) {}
    __host__ __device__ Counted(const Counted& o) : v(o.v + 1) {}
};
struct Holder { Counted c; int tag; };
struct Pair { Holder first; Counted second; };
struct Derived : Counted {
    int w;
    __host__ __device__ Derived(int x) : Counted(x), w(x) {}
};

__host__ __device__ long long run() {
    Holder h{Counted(3), 4};        // 3: no copy of the prvalue
    Holder h2 = h;                  // 4
    Holder h3(h);                   // 4
    Counted loose(20);
    Pair p{h2, loose};              // first.c: 5, second: 21
    Pair p2 = p;                    // first.c: 6, second: 22
    Derived d(5);
    Derived d2 = d;                 // base copied: 6
    auto read = [h]() { return h.c.v; };  // captured copy: 4
    return ((((((long long)h.c.v * 10 + h2.c.v) * 10 + h3.c.v) * 100 + p.first.c.v * 10 + p2.first.c.v) * 100 +
             p.second.v) * 100 + p2.second.v) * 100 + d2.v * 10 + read();
}
