// compound assignment with conversions to the left operand's type
__host__ __device__ long long run() {
    char c = 10;
    c += 1.5f;
    c *= 3;
    short sh = 1000;
    sh /= 3;
    sh %= 7;
    unsigned u = 5;
    u -= 10;
    int i = 7;
    i <<= 3;
    i >>= 1;
    i &= 0x1C;
    i |= 0x100;
    i ^= 0x0F;
    double d = 2;
    d *= 1.5;
    d -= 0.25;
    long long s = c;
    s = s * 1000 + sh;
    s = s * 10000000000LL + u;
    s = s * 1000 + i;
    s += (long long)(d * 100);
    return s;
}
