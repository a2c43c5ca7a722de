// copying objects byte by byte through unsigned char pointers
struct Rec {
    int a;
    double b;
    char c[5];
};

__host__ __device__ void copy_bytes(void* dst, const void* src, unsigned long n) {
    unsigned char* d = (unsigned char*)dst;
    const unsigned char* s = (const unsigned char*)src;
    for (unsigned long i = 0; i < n; i++) d[i] = s[i];
}

__host__ __device__ long long run() {
    Rec r = {7, 2.5, {'w', 'x', 'y', 'z', 0}};
    Rec q;
    copy_bytes(&q, &r, sizeof(Rec));
    float f = 1.5f;
    unsigned u;
    copy_bytes(&u, &f, 4);
    return q.a * 100000LL + (long long)(q.b * 100) * 100 + q.c[2] + u;
}
