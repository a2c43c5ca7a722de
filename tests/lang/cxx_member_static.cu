// static members: static const integral members as constants (array bounds, S::N),
// static member functions called as S::f() and through an object, member typedefs
struct Grid {
    static const int W = 5;
    static constexpr int H = 3;
    typedef int cell_t;
    using index_t = long;
    cell_t cells[W * H];
    __host__ __device__ static index_t at(int x, int y) { return (index_t)y * W + x; }
    __host__ __device__ cell_t get(int x, int y) const { return cells[at(x, y)]; }
};

__host__ __device__ long long run() {
    Grid g;
    for (Grid::index_t i = 0; i < Grid::W * Grid::H; i++) g.cells[i] = (Grid::cell_t)(i * i);
    long long s = 0;
    for (int y = 0; y < Grid::H; y++)
        for (int x = 0; x < Grid::W; x++) s += g.get(x, y) * (x + 1);
    int bound[Grid::W];
    bound[Grid::W - 1] = 7;
    return s * 10 + g.at(4, 2) + Grid::at(1, 1) + bound[4] + sizeof(g.cells) / sizeof(Grid::cell_t);
}
