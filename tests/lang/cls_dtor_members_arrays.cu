// destructors of members, bases and arrays: a destructor's body runs first, then the
// members are destroyed in reverse order of declaration, then the bases in reverse
// order; a class without a destructor of its own destroys its members the same way;
// array elements are destroyed from the last to the first, also arrays that are
// members; a `return` inside a destructor still destroys the members
__device__ long long g_order = 0;
__device__ int g_live = 0;
struct Part {
    int id;
    __host__ __device__ Part(int i = 0) : id(i) { g_live++; }
    __host__ __device__ ~Part() { g_order = g_order * 10 + id; g_live--; }
};
struct BaseA {
    Part pa;
    __host__ __device__ BaseA() : pa(1) {}
    __host__ __device__ ~BaseA() { g_order = g_order * 10 + 2; }
};
struct BaseB {
    int tag = 3;
    __host__ __device__ ~BaseB() { g_order = g_order * 10 + tag; }
};
struct Whole : BaseA, BaseB {
    Part first;
    int plain;
    Part second;
    __host__ __device__ Whole() : first(4), plain(0), second(5) {}
    __host__ __device__ ~Whole() {
        g_order = g_order * 10 + 6;
        if (plain == 0) return;
        g_order = g_order * 10 + 9;
    }
};
struct Implicit {
    Part a;
    Part b[2];
    __host__ __device__ Implicit() : a(7) { b[0].id = 8; b[1].id = 9; }
};
__host__ __device__ long long take() { long long o = g_order; g_order = 0; return o; }
__host__ __device__ void mix(unsigned long long& h, long long v) { h = h * 1000003ULL + (unsigned long long)v; }

__host__ __device__ long long run() {
    unsigned long long h = 0;
    { Whole w; mix(h, g_live); }
    mix(h, take());                    // 6 5 4 3 2 1
    { Implicit im; }
    mix(h, take());                    // 9 8 7
    {
        Part row[4] = {Part(1), Part(2), Part(3), Part(4)};
        Part grid[2][2];
        grid[0][0].id = 5; grid[0][1].id = 6; grid[1][0].id = 7; grid[1][1].id = 8;
        mix(h, g_live);
    }
    mix(h, take());                    // 8765 4321
    mix(h, g_live);
    return (long long)(h >> 2);
}
