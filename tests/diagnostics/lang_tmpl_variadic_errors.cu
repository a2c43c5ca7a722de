// expect: error 18:45: fold expression does not refer to a parameter pack
// expect: error 19:48: the pattern of a pack expansion does not refer to a parameter pack
// expect: error 14:74: parameter pack "ts" was referenced but not expanded
// expect: note 21:12: in the instantiation of "unexpanded<int, int>" required here
// expect: error 16:102: pack "ts" does not have the same number of elements as "Ns"
// expect: note 22:12: in the instantiation of "both<1, 2, int, int, int>" required here
// expect: error 17:71: empty expansion not valid for this fold expression
// expect: note 23:12: in the instantiation of "sum<>" required here
// ill-formed packs: a pack used without `...`, two packs of different lengths
// expanded together, a fold over an empty pack with an operator that has no
// empty value, a fold and an expansion that name no pack
template <typename T> __device__ int g(T a) { return 0; }
template <typename T> __device__ int h(T a, T b) { return 0; }
template <typename... Ts> __device__ int unexpanded(Ts... ts) { return g(ts); }
template <int... Ns> struct Seq {};
template <int... Ns, typename... Ts> __device__ int both(Seq<Ns...>, Ts... ts) { return (h(Ns, ts) + ...); }
template <typename... Ts> __device__ int sum(Ts... ts) { return (ts + ...); }
__device__ int no_pack(int x) { return (x + ...); }
__device__ int no_pack_call(int x) { return g(x...); }
__global__ void k(int* o) {
    o[0] = unexpanded(1, 2);
    o[1] = both(Seq<1, 2>(), 1, 2, 3);
    o[2] = sum();
}
