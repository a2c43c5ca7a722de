// a bit-field packed header: unsigned, signed, bool and 64-bit bit-fields, a zero-width bit-field, aggregate initialization, compound assignment, ++ and the promotion of bit-fields to int
struct Header {
    unsigned version : 4;
    unsigned ihl : 4;
    unsigned tos : 8;
    unsigned length : 16;
    int delta : 5;
    signed char tag : 3;
    bool urgent : 1;
    unsigned long long big : 40;
    unsigned short : 0;
    unsigned short tail : 7;
};
struct Mixed { char c; int x : 3; short s; int y : 20; };
__host__ __device__ long long run() {
    Header h = {4, 5, 0x2c, 1500, -7, 3, true, 0x12345678ab, 99};
    h.delta += 20;          // wraps in 5 bits
    h.tag = -2;
    h.length++;
    int neg = h.delta - 40; // promoted to int
    unsigned v = h.version;
    h.ihl = h.ihl * 3;      // 15
    ++h.tos;
    h.big -= 1;
    Mixed m = {'a', -3, 300, 500000};
    m.x = m.x + 1;
    long long r = sizeof(Header) * 1000000000LL + sizeof(Mixed) * 100000000LL;
    r += v * 10000000 + h.ihl * 100000 + h.tos + h.length * 10 + (h.urgent ? 7 : 0);
    r += neg * 1000 + h.tag * 100 + h.delta + (long long)(h.big & 0xffff) + h.tail;
    r += m.x * 3 + m.y + m.s + m.c;
    return r;
}
