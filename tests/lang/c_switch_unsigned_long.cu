// switch on 64-bit unsigned values with large case labels
__host__ __device__ int pick(unsigned long long v) {
    switch (v) {
    case 0xFFFFFFFFFFFFFFFFull: return 1;
    case 0x100000000ull: return 2;
    case 42: return 3;
    default: return 4;
    }
}

__host__ __device__ long long run() {
    unsigned long long vals[] = {0ull - 1, 1ull << 32, 42, 7};
    long long s = 0;
    for (int i = 0; i < 4; i++) s = s * 10 + pick(vals[i]);
    return s;
}
