// An `__align__(8)` record of two floats passed by value to a function reached
// through a pointer (a template taking the operation, as cooperative groups'
// reduce does): once the call is direct, the `.param` arrays at the call are
// declared as aligned as the callee's parameters (8, where the IR type says 4),
// or ptxas rejects the call ("Alignment of argument does not match formal
// parameter"). That call is direct from -O1; from -O2 it is inlined, as nvcc
// does (the slot `op` is read from has one store, of `combine`).
// grid: 2
// block: 32
// buf: in f32 64 rand:5
// buf: out f32 4
// arg: out
// arg: in
// check: out
struct __align__(8) MaxSum {
    float m;
    float d;
};

__device__ __forceinline__ MaxSum combine(MaxSum a, MaxSum b) {
    MaxSum r;
    r.m = fmaxf(a.m, b.m);
    r.d = a.d + b.d;
    return r;
}

template <class Op>
__device__ __forceinline__ MaxSum butterfly(Op op, MaxSum a) {
    for (int lane = 1; lane < 32; lane *= 2) {
        MaxSum other;
        other.m = __shfl_xor_sync(0xffffffffu, a.m, lane);
        other.d = __shfl_xor_sync(0xffffffffu, a.d, lane);
        a = op(a, other);
    }
    return a;
}

__global__ void aligned_record_through_function_pointer(MaxSum* out, const MaxSum* in) {
    MaxSum total = butterfly(combine, in[threadIdx.x]);
    if (threadIdx.x == 0) out[blockIdx.x] = total;
}
