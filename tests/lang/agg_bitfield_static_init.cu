// Constant initializers of static-storage objects with bit-fields: fields
// sharing a storage unit, signed fields (negative values), a value wider than
// its field (cut to the width), nested records, arrays of them and a union.
struct Header {
    unsigned version : 3;
    unsigned flags : 5;
    int delta : 6;
    unsigned short port;
    unsigned long long big : 40;
    unsigned char tail : 2;
};

struct Packet {
    Header h;
    float scale;
    int tags[2];
};

union Word {
    struct {
        unsigned lo : 12, hi : 20;
    } parts;
    unsigned raw;
};

__device__ Header g_header = {5, 17, -9, 8080, 0x12345678ABull, 7};
__device__ const Packet g_packets[2] = {{{1, 2, 3, 4, 5, 1}, 1.5f, {6, 7}}, {{7, 31, -32}, -2.0f}};
__device__ Word g_word = {{0xABC, 0x12345}};

__host__ __device__ long long run() {
    long long r = g_header.version + g_header.flags * 10 + g_header.delta * 1000 + g_header.port;
    r += (long long)g_header.big + g_header.tail * 100000;
    for (int i = 0; i < 2; ++i) {
        const Packet& p = g_packets[i];
        r += p.h.version * 3 + p.h.flags * 5 + p.h.delta * 7 + p.h.port * 11 + (long long)p.h.big * 13 + p.h.tail;
        r += (long long)(p.scale * 4) + p.tags[0] * 17 + p.tags[1] * 19;
    }
    r += g_word.parts.lo + g_word.parts.hi;
    return r;
}
