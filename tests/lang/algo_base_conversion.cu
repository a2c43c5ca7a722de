// integer to decimal/hex text and back
__host__ __device__ int to_text(unsigned long long v, unsigned base, char* out) {
    const char digits[] = "0123456789abcdef";
    char tmp[65];
    int n = 0;
    do {
        tmp[n++] = digits[v % base];
        v /= base;
    } while (v);
    for (int i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
    out[n] = '\0';
    return n;
}

__host__ __device__ unsigned long long parse(const char* s, unsigned base) {
    unsigned long long v = 0;
    for (; *s; s++) v = v * base + (unsigned)(*s <= '9' ? *s - '0' : *s - 'a' + 10);
    return v;
}

__host__ __device__ long long run() {
    char buf[70];
    unsigned long long s = 0;
    unsigned long long vals[] = {0, 9, 255, 0xDEADBEEFull, 18446744073709551615ull};
    for (int i = 0; i < 5; i++) {
        s = s * 100 + to_text(vals[i], 16, buf);
        s ^= parse(buf, 16) >> 1;
        s = s * 100 + to_text(vals[i], 10, buf);
        s ^= parse(buf, 10) >> 2;
        s = s * 10 + to_text(vals[i], 2, buf);
    }
    return (long long)(s >> 1);
}
