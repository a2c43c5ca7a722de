// A nonstatic data member named by a qualified name without an object, in an
// unevaluated operand ([expr.prim.id]/3): `sizeof(Params::stride)` in a class's
// static_assert and in a function, `decltype(Params::extent)` as a type. Found in
// CUTLASS's predicated_tile_iterator.h (`static_assert(sizeof(Params::stride) == 8)`),
// which was "a nonstatic member reference must be relative to a specific object".
struct Params {
    long long stride;
    int extent;
    short lanes[6];
};

template <class P>
struct Iterator {
    static_assert(sizeof(P::stride) == 8, "64-bit strides");
    static_assert(sizeof(Params::extent) == 4, "32-bit extents");
    static constexpr int kLanes = sizeof(P::lanes) / sizeof(P::lanes[0]);
    decltype(Params::extent) row;
};

__host__ __device__ long long run() {
    Iterator<Params> it{7};
    decltype(Params::stride) wide = 1LL << 40;
    return sizeof(Params::lanes) * 1000000000000LL + Iterator<Params>::kLanes * 10000000000LL + it.row * 100 +
           sizeof(wide) + (wide >> 40) * 10;
}
