// bitwise operators on signed and unsigned values of several widths
__host__ __device__ long long run() {
    int a = 0x0F0F0F0F, b = -0x10101011;
    unsigned long long x = 0xF0F0F0F0F0F0F0F0ull, y = 0x123456789ABCDEFull;
    long long s = (a & b) ^ (a | b);
    s ^= ~a;
    s += (long long)((x & y) ^ (x | ~y));
    short sh = -2;
    unsigned short us = 0xFF00;
    s += sh & us;
    s += ~us;
    s += (char)0x80 | 1;
    return s;
}
