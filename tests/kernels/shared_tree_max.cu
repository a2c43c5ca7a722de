// Grid-stride maximum per thread, then a tree reduction in shared memory
// where a thread reads its partner's slot and writes its own only if larger.
// needs: runtime
// grid: 4
// block: 256
// buf: in i32 5000 rand:5
// buf: out i32 4
// arg: in
// arg: out
// arg: i32:5000
// check: out
__global__ void shared_tree_max(const int* in, int* out, int n)
{
    __shared__ int m[256];
    int t = threadIdx.x;
    int v = -2147483647 - 1;
    for (int i = blockIdx.x * 256 + t; i < n; i += 256 * gridDim.x)
        v = max(v, in[i]);
    m[t] = v;
    __syncthreads();
    for (int s = 128; s > 0; s >>= 1) {
        if (t < s && m[t + s] > m[t])
            m[t] = m[t + s];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = m[0];
}
