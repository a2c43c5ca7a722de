// string literal escapes
__host__ __device__ long long run() {
    const char* s = "a\tb\n\\\"\'\x41\101\0z";
    unsigned long long h = 0;
    for (int i = 0; i < 11; i++) h = h * 131 + (unsigned char)s[i];
    return (long long)(h >> 1);
}
