// Structs, nested structs, a union, by-value struct parameters and results, struct copies.
struct Vec3 { float x, y, z; };
struct Particle { Vec3 pos; Vec3 vel; int id; char tag; };
union Bits { float f; unsigned u; };
__device__ Vec3 add(Vec3 a, Vec3 b) { Vec3 r = {a.x + b.x, a.y + b.y, a.z + b.z}; return r; }
__device__ Vec3 origin = {1.0f, 2.0f, 3.0f};
__global__ void step(Particle* ps, int n, float dt)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Particle p = ps[i];
    Vec3 d = {p.vel.x * dt, p.vel.y * dt, p.vel.z * dt};
    p.pos = add(p.pos, d);
    p.pos = add(p.pos, origin);
    Bits b; b.f = p.pos.x; 
    p.id = (int)(b.u & 0xff) + p.tag;
    ps[i] = p;
}
