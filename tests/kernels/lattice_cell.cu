// A lattice-Boltzmann cell (nine directions): each thread gathers its
// populations from its neighbours into a local `double f[9]`, relaxes them
// towards equilibrium and writes them back, through helper functions that
// take the array's address. The helpers are larger than the plain inlining
// limit; nvcc inlines them and keeps the array in registers. As calls, the
// array lives in a stack frame.
// grid: 2
// block: 32
// buf: src f64 576 rand:21
// buf: dst f64 576
// arg: src
// arg: dst
// arg: i32:8
// arg: i32:8
// arg: f64:0.6
// check: dst
// (fma contraction differs between the compilers: a few ulps)
// tol: 64

// Direction k moves by (CX[k], CY[k]); written out, so the helpers are long.
#define WRAP(v, n) (((v) + (n)) % (n))
#define AT(x, y, k) ((k) * nx * ny + WRAP(y, ny) * nx + WRAP(x, nx))

__device__ void gather(double* f, const double* src, int x, int y, int nx, int ny)
{
    f[0] = src[AT(x, y, 0)];
    f[1] = src[AT(x - 1, y, 1)];
    f[2] = src[AT(x, y - 1, 2)];
    f[3] = src[AT(x + 1, y, 3)];
    f[4] = src[AT(x, y + 1, 4)];
    f[5] = src[AT(x - 1, y - 1, 5)];
    f[6] = src[AT(x + 1, y - 1, 6)];
    f[7] = src[AT(x + 1, y + 1, 7)];
    f[8] = src[AT(x - 1, y + 1, 8)];
}

#define EQ(w, cu) (rho * (w) * (1.0 + 3.0 * (cu) + 4.5 * (cu) * (cu) - usq))

__device__ void relax(double* f, double omega)
{
    double rho = f[0] + f[1] + f[2] + f[3] + f[4] + f[5] + f[6] + f[7] + f[8];
    double ux = (f[1] + f[5] + f[8] - f[3] - f[6] - f[7]) / rho;
    double uy = (f[2] + f[5] + f[6] - f[4] - f[7] - f[8]) / rho;
    double usq = 1.5 * (ux * ux + uy * uy);
    f[0] += omega * (EQ(4.0 / 9.0, 0.0) - f[0]);
    f[1] += omega * (EQ(1.0 / 9.0, ux) - f[1]);
    f[2] += omega * (EQ(1.0 / 9.0, uy) - f[2]);
    f[3] += omega * (EQ(1.0 / 9.0, -ux) - f[3]);
    f[4] += omega * (EQ(1.0 / 9.0, -uy) - f[4]);
    f[5] += omega * (EQ(1.0 / 36.0, ux + uy) - f[5]);
    f[6] += omega * (EQ(1.0 / 36.0, -ux + uy) - f[6]);
    f[7] += omega * (EQ(1.0 / 36.0, -ux - uy) - f[7]);
    f[8] += omega * (EQ(1.0 / 36.0, ux - uy) - f[8]);
}

__global__ void lattice_cell(const double* src, double* dst, int nx, int ny, double omega)
{
    int cell = blockIdx.x * blockDim.x + threadIdx.x;
    int x = cell % nx, y = cell / nx;
    double f[9];
    gather(f, src, x, y, nx, ny);
    relax(f, omega);
    for (int k = 0; k < 9; ++k)
        dst[AT(x, y, k)] = f[k];
}
