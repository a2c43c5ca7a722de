// auto in loops and with mixed arithmetic results
__host__ __device__ long long run() {
    long long s = 0;
    for (auto i = 0u; i < 5u; i++) s = s * 10 + i;
    auto big = 1LL << 40;
    auto mixed = big / 3 + 0.5;
    auto ch = 'a' + 1;
    s = s * 10 + sizeof(mixed);
    s = s * 10 + sizeof(ch);
    s += (long long)mixed % 1000;
    const auto limit = 3;
    for (auto k = limit; k > 0; --k) s = s * 2 + k;
    return s;
}
