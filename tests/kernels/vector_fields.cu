// Aligned vector records read and written field by field (an int4 through a
// pointer, a double2's two fields stored one by one) and a local array filled
// at constant indices and read at computed ones: accesses that nvcc merges
// into ld/st.v2 and .v4, as ptxc's load-store-vectorize pass does.
// grid: 2
// block: 32
// buf: a i32 256 rand:11
// buf: d f64 128 rand:12
// buf: out i32 64
// arg: a
// arg: d
// arg: out
// check: out
// check: d
__global__ void vector_fields(const int4* a, double2* d, int* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int4* p = &a[i];
    int x = p->x & 255, y = p->y & 255, z = p->z & 255, w = p->w & 255;
    int t[8];
    t[0] = x;
    t[1] = y;
    t[2] = z;
    t[3] = w;
    t[4] = x + y;
    t[5] = y - z;
    t[6] = z * w;
    t[7] = w ^ x;
    int s = 0;
    for (int k = 0; k < 8; k++)
        s = s * 3 + t[(k * 5 + i) & 7];
    out[i] = s;
    double2 q = d[i];
    d[i].x = q.y * 2.0;
    d[i].y = q.x + (double)s;
}
