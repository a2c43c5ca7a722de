// FNV-1a 64-bit hash
__host__ __device__ unsigned long long fnv1a(const char* s) {
    unsigned long long h = 0xcbf29ce484222325ull;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 0x100000001b3ull;
    }
    return h;
}

__host__ __device__ long long run() { return (long long)(fnv1a("hello, ptxc") ^ (fnv1a("") >> 1)); }
