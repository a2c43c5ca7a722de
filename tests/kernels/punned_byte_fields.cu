// A record copied from memory into a local, then its fields read through
// pointers of another byte type with a literal index (`((const T*)&t.x)[0]`), as
// FP8 kernels unpack a char4 of e4m3 values. The literal index must be a
// constant when SROA runs, or the local stays in memory (nvcc uses none).
// Bytes are signed here so the sign of each field matters.
// grid: 2
// block: 64
// buf: in u32 128 rand:7
// buf: out f32 256
// arg: out
// arg: in
// arg: i32:128
// check: out

__global__ void punned_byte_fields(float* out, const unsigned* in, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const char4 t = reinterpret_cast<const char4*>(in)[i];
    float x = reinterpret_cast<const signed char*>(&t.x)[0];
    float y = reinterpret_cast<const signed char*>(&t.y)[0];
    float z = reinterpret_cast<const signed char*>(&t.z)[0];
    float w = reinterpret_cast<const signed char*>(&t.w)[0];
    out[2 * i] = x * 3.0f + z;
    out[2 * i + 1] = y - w * 0.5f;
}
