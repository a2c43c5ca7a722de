// unsigned arithmetic wraps modulo 2^N
__host__ __device__ long long run() {
    unsigned a = 0xFFFFFFF0u;
    a += 0x20;
    unsigned b = 0;
    b -= 1;
    unsigned c = 0x10000u * 0x10000u + 5;
    unsigned short us = 65535;
    us++;
    unsigned char uc = 0;
    uc--;
    unsigned long long big = 0xFFFFFFFFFFFFFFFFull;
    big += 3;
    unsigned m = 123456789u * 987654321u;
    long long s = a;
    s = s * 10 + (b == 0xFFFFFFFFu);
    s = s * 10 + c;
    s = s * 10 + us;
    s = s * 1000 + uc;
    s = s * 10 + (long long)big;
    s ^= m;
    return s;
}
