// character literals: plain, escapes, octal, hex
__host__ __device__ long long run() {
    char cs[] = {'A', '\n', '\t', '\0', '\\', '\'', '"', '\x7f', '\177', '\033', '\a', '\b', '\f', '\r', '\v', '?'};
    unsigned long long h = 0;
    for (unsigned i = 0; i < sizeof cs; i++) h = h * 131 + cs[i];
    h += sizeof('x');
    return (long long)(h >> 1);
}
