// Arrays of records copied whole, as ordinary CUDA code writes them: a particle
// loaded into a local, updated by a function taking and returning it by value, and
// stored back (array of structures); a record with padding read whole from global
// memory; double3 values. Each copy must be field moves, not bytes through a stack
// frame (issue 45), and every byte must still arrive.
// grid: 2
// block: 128
// buf: ps f32 1400 rand:11
// buf: ts i32 600 rand:12
// buf: tout i32 600
// buf: a f64 600 rand:13
// buf: dots f64 200
// arg: ps
// arg: ts
// arg: tout
// arg: a
// arg: dots
// arg: i32:200
// arg: f32:0.25
// check: ps
// check: tout
// check: dots
struct Particle {
    float p[3];
    float v[3];
    int hits;
};

struct Tagged {
    char tag;
    int value;
    short w;
};

__device__ Particle bounce(Particle q, float dt)
{
    for (int k = 0; k < 3; ++k) {
        q.p[k] += q.v[k] * dt;
        if (q.p[k] > 0.8f) {
            q.v[k] = -q.v[k];
            q.hits++;
        }
    }
    return q;
}

__global__ void aos_records(Particle* ps, const Tagged* ts, int* tout, const double3* a, double* dots, int n, float dt)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    Particle q = ps[i];
    ps[i] = bounce(q, dt);
    Tagged t = ts[i];
    Tagged u = ts[(i + 1) % n];
    t.value += u.tag;
    t.w = (short)(t.w ^ u.value);
    tout[3 * i] = t.tag;
    tout[3 * i + 1] = t.value;
    tout[3 * i + 2] = t.w;
    double3 x = a[i], y = a[n - 1 - i];
    dots[i] = x.x * y.x + x.y * y.y + x.z * y.z;
}
