// Class members as CUB's WarpMergeSort and BlockMergeSort write them: `const`
// data members initialized by mem-initializers and default member initializers
// (an initialization, not an assignment), `friend Alias;` naming a class through
// a type alias, static_assert messages of adjacent string literals, and alias
// declarations with attributes between the name and `=` (CCCL_DEPRECATED).
template <class Derived>
struct Strategy {
    int tid;
    __host__ __device__ Strategy(int t) : tid(t) {}
};

template <int N>
struct Warp : Strategy<Warp<N>> {
    using StrategyT = Strategy<Warp<N>>;
    const unsigned int warp_id;
    const unsigned int mask;
    const int pair[2];
    const int scale = N * 3;
    __host__ __device__ Warp(int lane)
        : StrategyT(lane % N), warp_id(lane / N), mask(1u << (lane / N)), pair{1, 2} {}
    friend StrategyT;
    static_assert(N > 0, "N must be "
                         "positive");
    using first_type [[deprecated]] = int;
    using second_type __attribute__((deprecated)) = long;
};

__host__ __device__ long long run() {
    Warp<8> w(19);
    using wide [[maybe_unused]] = short;
    return w.tid * 10000 + w.warp_id * 100 + w.mask + w.pair[1] * 1000000 + w.scale * 100000000LL
        + sizeof(wide) * 10000000000LL;
}
