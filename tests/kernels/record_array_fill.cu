// A local array of records filled by whole-record copies from memory
// (`ks[j] = *reinterpret_cast<const Vec4*>(p)`, as attention kernels load their
// key vectors), then read field by field. Each copy into an element of the
// array is moved as the record, so the array splits into registers (nvcc uses
// no local memory).
// grid: 2
// block: 32
// buf: k f32 1024 rand:11
// buf: q f32 16 rand:12
// buf: out f32 64
// arg: out
// arg: k
// arg: q
// check: out
// tol: 16
struct Vec4 {
    float x, y, z, w;
};

__global__ void record_array_fill(float* out, const float* k, const Vec4* q)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    Vec4 ks[4];
#pragma unroll
    for (int j = 0; j < 4; j++)
        ks[j] = *reinterpret_cast<const Vec4*>(k + (t * 4 + j) * 4);
    float acc = 0.0f;
#pragma unroll
    for (int j = 0; j < 4; j++)
        acc += ks[j].x * q[j].x + ks[j].w * q[j].y + ks[j].z * q[j].z;
    out[t] = acc;
}
