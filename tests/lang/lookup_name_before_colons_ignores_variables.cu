// a name before `::` is looked up as a namespace, type or template only, so a parameter
// or variable of the same name does not hide it ([basic.lookup.qual]/1; CUTLASS's
// `Params(Layout const &layout) : params_(layout::PitchLinear(layout.stride(0)))`)
namespace layout {
struct Pitch {
    int s;
    __host__ __device__ explicit Pitch(int x) : s(x) {}
};
}
struct Shape { static const int rank = 3; };
struct Params {
    layout::Pitch p;
    __host__ __device__ Params(int layout) : p(layout::Pitch(layout + 1)) {}
};
__host__ __device__ int stride_of(int layout) { return layout::Pitch(layout * 2).s; }
__host__ __device__ int rank_of(int Shape) { return Shape::rank + Shape; }
__host__ __device__ long long run() {
    Params q(3);
    return q.p.s * 10000 + stride_of(5) * 100 + rank_of(4);
}
