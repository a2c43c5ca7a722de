// A warp reduction written as a chain of forced-inline steps, as CUB's are: each
// step takes the running value by reference and an empty tag by value, and calls
// the next. Every step is inlined, however deep the chain, so the reference's
// slot is promoted and no local memory is used (nvcc uses none).
// grid: 2
// block: 128
// buf: in i32 256 rand:3
// buf: out i32 8
// arg: in
// arg: out
// check: out
struct Plus {
    __device__ int operator()(int a, int b) const { return a + b; }
};

template <int S>
struct Step {};

template <class T>
__forceinline__ __device__ T&& pass_on(T& t) { return static_cast<T&&>(t); }

__forceinline__ __device__ void reduce_step(int&, Plus, Step<5>) {}

template <int S>
__forceinline__ __device__ void reduce_step(int& v, Plus op, Step<S>)
{
    int other = __shfl_down_sync(0xffffffffu, v, 1 << S);
    if ((threadIdx.x & 31) + (1 << S) < 32)
        v = op(pass_on(v), other);
    reduce_step(v, op, Step<S + 1>());
}

__global__ void inline_chain(const int* in, int* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = in[i];
    reduce_step(v, Plus(), Step<0>());
    if ((threadIdx.x & 31) == 0)
        out[i / 32] = v;
}
