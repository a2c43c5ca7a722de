// nvcc's leniencies: a string literal passed to or stored in a char* (nvcc warns
// "conversion from a string literal to "char *" is deprecated"), an int where a dim3
// is expected (CUDA's dim3 constructor is not explicit), time_t without an include.
__device__ int count(char* s) { int n = 0; while (s[n]) ++n; return n; }
__device__ unsigned volume(dim3 d) { return d.x * d.y * d.z; }
__global__ void lenient(int* out, int n) {
    char* s = "hello";
    out[0] = count("abc") + count(s);
    dim3 g = n;
    out[1] = g.x + 10 * g.y + 100 * g.z;
    out[2] = volume(n);
    time_t t = 5;
    out[3] = (int)t;
}
