// signed zeros: arithmetic results and comparisons
__host__ __device__ unsigned sign_of(float f) {
    union { float f; unsigned u; } x;
    x.f = f;
    return x.u >> 31;
}

__host__ __device__ long long run() {
    float pz = 0.0f, nz = -0.0f;
    long long s = sign_of(pz);
    s = s * 2 + sign_of(nz);
    s = s * 2 + (pz == nz);
    s = s * 2 + sign_of(pz * -1.0f);
    s = s * 2 + sign_of(nz + nz);
    s = s * 2 + sign_of(nz + pz);
    s = s * 2 + sign_of(pz - pz);
    s = s * 2 + sign_of(-pz);
    s = s * 2 + sign_of(1.0f / (1.0f / nz) );
    s = s * 2 + ((1.0f / nz) < 0);
    return s;
}
