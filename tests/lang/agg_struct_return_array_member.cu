// returning structs that contain arrays and modifying the copy
struct Buf {
    int v[8];
    int n;
};

__host__ __device__ Buf make(int n) {
    Buf b;
    b.n = n;
    for (int i = 0; i < 8; i++) b.v[i] = i < n ? i * n : 0;
    return b;
}

__host__ __device__ Buf reversed(Buf b) {
    Buf r = b;
    for (int i = 0; i < b.n; i++) r.v[i] = b.v[b.n - 1 - i];
    return r;
}

__host__ __device__ long long run() {
    Buf a = make(5);
    Buf r = reversed(a);
    long long s = 0;
    for (int i = 0; i < 8; i++) s = s * 30 + r.v[i];
    s = s * 30 + a.v[0];
    return s;
}
