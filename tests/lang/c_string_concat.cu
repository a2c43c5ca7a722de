// adjacent string literals are concatenated
__host__ __device__ long long run() {
    const char s[] = "abc" "def"
                     "ghi";
    long long h = sizeof(s);
    for (int i = 0; s[i] != 0; i++) h = h * 31 + s[i];
    return h;
}
