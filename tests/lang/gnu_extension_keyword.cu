// GNU `__extension__` (issue 42): before declarations, before an anonymous union
// member (ggml's GGML_EXTENSION), before expressions; it only silences -pedantic,
// so each construct means what it means without it.
__extension__ typedef long long wide_t;

struct Half2 {
    int tag;
    __extension__ union {
        struct {
            short lo, hi;
        };
        int both;
    };
};

__extension__ static __host__ __device__ wide_t twice(wide_t v) { return v * 2; }

__host__ __device__ long long run() {
    Half2 h;
    h.tag = 7;
    h.both = 0;
    h.lo = 3;
    h.hi = 1;
    __extension__ wide_t big = __extension__ 1LL << 40;
    long long r = twice(h.both) + h.tag + big;
    r += __extension__ (h.lo * 10) + sizeof(Half2);
    return r;
}
