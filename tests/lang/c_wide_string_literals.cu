// wide and UTF string literals: L"..." (wchar_t, 32-bit), u"..." (char16_t, surrogate pairs), U"..." (char32_t)
__host__ __device__ long long sum_units(const wchar_t* s) {
    long long t = 0;
    for (; *s; s++) t = t * 31 + *s;
    return t;
}

__host__ __device__ long long run() {
    const wchar_t* w = L"h\u00e9llo";
    const char16_t* u = u"a\U0001F600b";       // the emoji is two UTF-16 units
    const char32_t* U32 = U"x\U0001F600";
    wchar_t buf[] = L"abc" L"de";
    char16_t small[4] = u"xy";
    long long s = sum_units(w) % 1000003;
    s = s * 10 + (long long)(sizeof(buf) / sizeof(buf[0]));
    s = (s * 100000 + u[1]) % 1000000007;
    s = (s * 100000 + u[2]) % 1000000007;
    s = s * 1000 + (U32[1] >> 8) % 1000;
    s = s * 1000 + buf[4] + small[1] + small[3];
    s = s * 10 + (long long)sizeof(L"ab") / 4 + (long long)sizeof(u"ab") / 2;
    return s;
}
