// bitwise CRC-32 over a string
__host__ __device__ unsigned crc32(const char* s, int n) {
    unsigned c = 0xFFFFFFFFu;
    for (int i = 0; i < n; i++) {
        c ^= (unsigned char)s[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    return ~c;
}

__host__ __device__ long long run() {
    const char msg[] = "The quick brown fox jumps over the lazy dog";
    return crc32(msg, sizeof(msg) - 1) * 10LL + crc32("", 0);
}
