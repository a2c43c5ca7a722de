// A cast of a pointer to a narrower integer keeps the pointer's low bits: nvcc
// accepts it with warning #767-D and so does ptxc; g++ refuses it, so its
// reference goes through `long` (the same value by C++'s modular conversion).
#ifdef __CUDA_ARCH__
#define NARROW(T, p) ((T)(p))
#else
#define NARROW(T, p) ((T)(long)(p))
#endif

__device__ int g_cells[4];

__host__ __device__ long long run() {
    int* p = (int*)0x123456789abcdefLL;
    long long r = NARROW(int, p);
    r = r * 7 + NARROW(unsigned short, p);
    r = r * 7 + NARROW(signed char, p);
    r = r * 7 + NARROW(unsigned, p + 3);
    int* null = nullptr;
    r = r * 7 + NARROW(int, null) + NARROW(short, nullptr);
    // The low bits of a real address are those of the 64-bit value.
    int* q = &g_cells[1];
    r = r * 7 + (NARROW(unsigned, q) == (unsigned)(unsigned long)q);
    r = r * 7 + (NARROW(unsigned short, q) - NARROW(unsigned short, &g_cells[0]));
    return r;
}
