// struct members that are structs declared inline
struct Outer {
    struct Inner {
        int a, b;
    } in;
    struct {
        short x, y;
    } pt;
    int z;
};

__host__ __device__ long long run() {
    Outer o = {{1, 2}, {3, 4}, 5};
    Outer copy = o;
    copy.in.a = 10;
    o.pt.y = (short)(o.pt.x * 7);
    return copy.in.a * 10000LL + o.in.a * 1000 + o.pt.y * 10 + o.z + sizeof(Outer);
}
