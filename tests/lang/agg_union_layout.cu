// unions: size of the largest member, members share storage
union U { int i; float f; unsigned char b[4]; };
union W { char c; double d; short s[5]; };

__host__ __device__ long long run() {
    U u;
    u.f = 1.0f;
    long long s = u.i >> 20;
    s = s * 1000 + u.b[3];
    u.i = 0x01020304;
    s = s * 1000 + u.b[0] * 10 + u.b[3];
    s = s * 100 + sizeof(U);
    s = s * 100 + sizeof(W);
    return s;
}
