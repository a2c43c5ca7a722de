// Default member initializers that name other non-static members (CUB's
// BlockExchange: `unsigned warp_id = WARPS == 1 ? 0 : linear_tid / WARP_THREADS;`):
// each constructor that does not initialize the member evaluates them on its
// object, in declaration order, after the members they read; a constructor that
// gives an earlier member its own value changes what the later ones compute.
template <int W>
struct Exchange {
    static constexpr int WARPS = 4;
    int& storage;
    unsigned linear_tid = 37;
    unsigned lane_id = linear_tid % W;
    unsigned warp_id = WARPS == 1 ? 0 : linear_tid / W;
    unsigned warp_offset{warp_id * 100 + lane_id};
    const unsigned twice = warp_offset * 2;
    __host__ __device__ Exchange(int& s) : storage(s) {}
    __host__ __device__ Exchange(int& s, unsigned tid) : storage(s), linear_tid(tid) {}
    __host__ __device__ Exchange(int& s, unsigned tid, unsigned lane) : storage(s), linear_tid(tid), lane_id(lane) {}
};

struct Plain {
    int base;
    int next = base + 1;
    __host__ __device__ Plain(int b) : base(b) {}
};

__host__ __device__ long long run() {
    int s = 0;
    Exchange<8> a(s);
    Exchange<8> b(s, 19);
    Exchange<8> c(s, 19, 7);
    Plain p(41);
    return a.warp_offset * 1000000000LL + b.warp_offset * 1000000 + c.twice * 100 + p.next;
}
