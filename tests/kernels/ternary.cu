// Nested conditional expressions and conditional lvalue selection via pointers.
// grid: 1
// block: 128
// buf: in i32 128 rand:12
// buf: out i32 128
// arg: in
// arg: out
// check: out
__global__ void ternary(const int* in, int* out)
{
    int i = threadIdx.x;
    int v = in[i];
    int a = 0, b = 0;
    *(v > 0 ? &a : &b) = 5;
    int cls = v < -1000000 ? -2 : v < 0 ? -1 : v == 0 ? 0 : v < 1000000 ? 1 : 2;
    out[i] = cls * 100 + a * 10 + b + (i % 3 == 0 ? 7 : i % 3 == 1 ? 11 : 13);
}
