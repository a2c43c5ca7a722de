// default member initializers of bit-fields (C++20; nvcc accepts them in its default
// C++17 mode with a warning, as ptxc does): used by `T x;`, by constructors that do not
// name the field and by aggregate initialization for the fields past the list, with
// the field's width applied (sign extension, wrap-around)
struct Packet {
    unsigned ver : 4 = 6;
    int delta : 5 {-3};
    unsigned flags : 7 = 130;
};
struct Tagged {
    int kind : 3 = 2;
    unsigned id : 12;
    __host__ __device__ Tagged(unsigned i) : id(i) {}
};

__host__ __device__ long long run() {
    Packet a;
    Packet b = {9};
    Packet c = {1, 7};
    Tagged t(300);
    b.delta += 20;
    return a.ver * 1000000000LL + (a.delta + 100) * 10000000LL + a.flags * 100000 + b.ver * 10000 +
           (b.delta + 50) * 100 + c.delta + t.kind * 1000 + t.id;
}
