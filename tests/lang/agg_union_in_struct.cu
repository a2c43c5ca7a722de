// tagged unions: a union member inside a struct
struct Val {
    int tag;
    union {
        int i;
        float f;
    } u;
};

__host__ __device__ long long as_fixed(Val v) { return v.tag == 0 ? v.u.i * 16 : (long long)(v.u.f * 16); }

__host__ __device__ long long run() {
    Val vs[4];
    for (int k = 0; k < 4; k++) {
        vs[k].tag = k % 2;
        if (vs[k].tag) vs[k].u.f = k * 1.25f;
        else vs[k].u.i = k * 7;
    }
    long long s = 0;
    for (int k = 0; k < 4; k++) s = s * 1000 + as_fixed(vs[k]);
    return s * 100 + sizeof(Val);
}
