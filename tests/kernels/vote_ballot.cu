// __ballot_sync and __syncthreads_count over a data-dependent predicate.
// needs: runtime
// grid: 1
// block: 96
// buf: in i32 96 rand:35
// buf: out u32 97
// arg: in
// arg: out
// check: out
__global__ void vote_ballot(const int* in, unsigned* out)
{
    int t = threadIdx.x;
    int p = in[t] > 0;
    unsigned b = __ballot_sync(0xffffffffu, p);
    int c = __syncthreads_count(p);
    out[t] = b;
    if (t == 0)
        out[96] = (unsigned)c;
}
