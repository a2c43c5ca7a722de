// references to pointers let a callee advance the caller's pointer
__host__ __device__ int next_token(const char*& p) {
    while (*p == ' ') p++;
    int v = 0;
    while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
    return v;
}

__host__ __device__ long long run() {
    const char* text = "  12 7   345 0 99";
    const char* p = text;
    long long s = 0;
    for (int i = 0; i < 5; i++) s = s * 1000 + next_token(p);
    s = s * 100 + (p - text);
    return s;
}
