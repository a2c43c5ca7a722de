// char is signed; high-bit chars sign-extend when promoted
__host__ __device__ long long run() {
    char c = '\xff';
    unsigned char u = '\xff';
    signed char s = -128;
    long long r = c;
    r = r * 1000 + u;
    r = r * 1000 + s;
    int sum = c + u + s;
    return r * 1000 + sum;
}
