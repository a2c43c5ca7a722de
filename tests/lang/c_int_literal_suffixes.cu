// integer literal suffixes, bases and types
__host__ __device__ long long run() {
    long long s = 0;
    s += sizeof(1) + sizeof(1u) * 10 + sizeof(1l) * 100 + sizeof(1ll) * 1000 + sizeof(1ull) * 10000;
    s += sizeof(2147483648) * 100000;
    s += sizeof(0xFFFFFFFF) * 1000000;
    s += 0x1F + 017 + 0b1011 + 1'000;
    s += (0xFFFFFFFF > 0) ? 1 : 0;
    s += (-1 < 0u) ? 0 : 2;
    s += 10ULL + 5LU + 3uL;
    return s;
}
