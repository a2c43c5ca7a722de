// Anonymous union and struct members: their members are named as members of the
// enclosing class, and braces elided around them in aggregate initialization give
// the values to their first members (as CUDA's cudaMemLocation is initialized).
struct Location {
    int kind;
    union {
        int id;
        struct {
            unsigned char device;
            unsigned char domain;
        } split;
    };
    __host__ __device__ int code() const { return kind * 100 + id; }
};

struct Packet {
    short tag;
    union {
        struct {
            unsigned char lo, hi;
        };
        unsigned short word;
    };
    int after = 9;
};

struct Tagged : Location {
    int extra;
};

constexpr Location host_location = {2, 7};

__host__ __device__ long long run()
{
    Location d{1, 3};
    Location e = {4};
    Packet p{5, {{1, 2}}};
    p.hi = 3;
    Tagged t{};
    t.id = 6;
    long long r = host_location.kind * 1000 + host_location.id * 100 + d.kind * 10 + d.id;
    r += e.kind * 10000 + e.id + d.code() * 100000LL;
    r += (p.word + p.tag + p.after) * 100000000LL + t.id * 10000000000LL;
    static_assert(sizeof(Location) == 8, "the union is laid out");
    return r + sizeof(Packet) * 1000000000000LL;
}
