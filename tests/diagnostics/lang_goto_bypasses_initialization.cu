// expect: error 5:5: transfer of control bypasses initialization of: variable "scale"
// a goto that jumps into the scope of an initialized local, past its initializer
__device__ int f(int x) {
    if (x < 0)
    goto out;
    int scale = 3;
    x *= scale;
out:
    return x;
}
