// static_assert at file and block scope
static_assert(sizeof(long) == 8, "LP64");
static_assert(sizeof(int) == 4 && sizeof(short) == 2, "sizes");

__host__ __device__ long long run() {
    static_assert(sizeof(void*) == 8, "64-bit pointers");
    static_assert(1 + 1 == 2, "math");
    const int k = 6;
    static_assert(k * 7 == 42, "const int is a constant expression");
    return k * 7;
}
