// dim3(x, y, z) as an expression (CUTLASS's `return dim3(tiled.n(), tiled.m(), tiled.k());`):
// CUDA's dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1) constructor, so missing
// arguments are 1, as they are for `dim3 v(x, y)`.
struct Tiles {
    int v[3];
    __host__ __device__ int const& n() const { return v[0]; }
    __host__ __device__ int m() const { return v[1]; }
};

struct Swizzle {
    __host__ __device__ static dim3 grid_shape(Tiles t) { return dim3(t.n(), t.m(), t.v[2]); }
};

__global__ void shapes(unsigned* out) {
    Tiles t{{4, 5, 6}};
    dim3 a = Swizzle::grid_shape(t);
    dim3 b = dim3(7, 8);
    dim3 c = dim3();
    dim3 d = dim3(9u);
    dim3 all[4] = {a, b, c, d};
    for (int k = 0; k < 4; ++k) {
        out[k] = all[k].x * 100 + all[k].y * 10 + all[k].z;
    }
}
