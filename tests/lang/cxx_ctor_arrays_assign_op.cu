// arrays of class objects with constructors (each element default-constructed, also in
// two dimensions) and a user-declared copy assignment operator
struct Particle {
    float x, v;
    int id = -1;
    __host__ __device__ Particle() : x(1.5f), v(0.25f) {}
    __host__ __device__ void step() { x += v; }
};

struct Counted {
    int value;
    int copies;
    __host__ __device__ Counted(int v) : value(v), copies(0) {}
    __host__ __device__ Counted& operator=(const Counted& o) {
        value = o.value;
        copies = o.copies + 1;
        return *this;
    }
};

struct Cell {
    int hits = 0;
};

__host__ __device__ long long run() {
    Particle ps[5];
    for (int i = 0; i < 5; i++) {
        for (int k = 0; k <= i; k++) ps[i].step();
        ps[i].id = i;
    }
    Cell grid[3][4];
    grid[1][2].hits += 5;
    grid[2][3].hits = grid[1][2].hits * 2;
    Counted a(1), b(2), c(3);
    a = b;
    c = a;
    float sx = 0;
    for (int i = 0; i < 5; i++) sx += ps[i].x;
    return (long long)(sx * 100) * 100000 + ps[4].id * 10000 + grid[2][3].hits * 100 + grid[0][0].hits
           + c.copies * 10 + c.value * 1000;
}
