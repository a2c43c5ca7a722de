// By-value records: a kernel reading its struct parameter, and a callee that
// modifies its own copy (the caller's object must not change, also when inlined).
struct Params { float dt; float g; int n; };
struct Acc { int a; int b; };
__device__ int bump(Acc s) { s.a += 10; return s.a + s.b; }
extern "C" __global__ void k_params(float* out, Params p)
{
    float v = 0.0f;
    for (int i = 0; i < p.n; i++) v += p.g * p.dt;
    out[threadIdx.x] = v + (float)threadIdx.x;
}
extern "C" __global__ void k_copy(int* out)
{
    Acc s = {1, 2};
    int r = bump(s);
    out[0] = r;
    out[1] = s.a;
}
