// && and || evaluate their right side only when needed; side effects on
// locals must happen exactly when C says so.
// grid: 1
// block: 64
// buf: in i32 64 rand:11
// buf: out i32 128
// arg: in
// arg: out
// check: out
__device__ int bump(int* counter, int v)
{
    *counter += 1;
    return v;
}

__global__ void short_circuit(const int* in, int* out)
{
    int i = threadIdx.x;
    int v = in[i];
    int calls = 0;
    int r = 0;
    if ((v & 1) && bump(&calls, v & 2))
        r += 1;
    if ((v & 4) || bump(&calls, v & 8))
        r += 2;
    if (bump(&calls, 0) && bump(&calls, 1))
        r += 4;
    r += (i > 10 || bump(&calls, 1)) ? 8 : 0;
    out[2 * i] = r;
    out[2 * i + 1] = calls;
}
