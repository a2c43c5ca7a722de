// expect: error 8:42: no instance of constructor "Group::Group" matches the argument list
// no constructor template of the class deduces from a float (nvcc: "failed deduction")
template <unsigned N> struct Tile { unsigned bits; };
struct Group {
    unsigned lanes;
    template <unsigned N> __device__ Group(const Tile<N>& t) : lanes(t.bits + N) {}
};
__global__ void k(unsigned* out) { Group g(2.5f); out[0] = g.lanes; }
