// expect: error 9:5: too few arguments for class template "Tile"
// expect: error 10:5: argument list for class template "Tile" is missing
// a class template used with too few arguments and without an argument list
template <typename T, int W, int H>
struct Tile {
    T cells[W * H];
};
__global__ void k(float* out) {
    Tile<float, 4> a;
    Tile b;
    out[0] = 0;
}
