// static_assert checks of struct layout at compile time
struct Header {
    unsigned char tag;
    unsigned short len;
    unsigned int crc;
};
static_assert(sizeof(Header) == 8, "Header is 8 bytes");

struct Node {
    double value;
    int left, right;
};
static_assert(sizeof(Node) == 16, "Node is 16 bytes");
static_assert(sizeof(Node[3]) == 48, "three Nodes");

__host__ __device__ long long run() {
    Header h = {1, 2, 3};
    Node n[3] = {{1.5, 1, 2}, {2.5, -1, -1}, {3.5, 0, 0}};
    static_assert(sizeof(h) + sizeof(n) == 56, "sizes add up");
    return h.tag + h.len * 10 + h.crc * 100 + (long long)(n[1].value * 2) * 1000 + n[0].right;
}
