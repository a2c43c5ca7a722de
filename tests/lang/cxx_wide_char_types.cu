// wchar_t (32-bit signed, as on Linux), char16_t and char32_t: distinct types for
// overloading that convert and promote as int, unsigned short and unsigned int;
// L'x', u'x', U'x' have these types (u8'x' is a char)
__device__ __noinline__ int which(int) { return 1; }
__device__ __noinline__ int which(wchar_t) { return 2; }
__device__ __noinline__ int which(char16_t) { return 3; }
__device__ __noinline__ int which(char32_t) { return 4; }

__host__ __device__ long long run() {
    unsigned long long s = 0; // a hash of every result (wraps, as unsigned must)
    wchar_t w = (wchar_t)-5;
    char16_t a = (char16_t)70000;      // wraps to 16 bits: 4464
    char32_t b = (char32_t)-1;         // 4294967295
    s = s * 1000003 + which(w) * 1000 + which(a) * 100 + which(b) * 10 + which(w + 1);
    s = s * 1000003 + sizeof(wchar_t) * 100 + sizeof(char16_t) * 10 + sizeof(char32_t);
    s = s * 1000003 + (w < 0) + 2 * (a + 1 > 0) + 4 * (b > 0u);
    s = s * 1000003 + a + b + (unsigned)w;
    wchar_t arr[3] = {1, 2, 3};
    s = s * 1000003 + arr[0] + arr[2] * a;
    s = s * 1000003 + which(L'a') * 1000 + which(u'b') * 100 + which(U'c') * 10 + which(u8'd');
    s = s * 1000003 + L'\x7fffffff' + u'\xffff' + U'\U0010FFFF' + u8'e' + sizeof(u'x') * 10 + sizeof(u8'x');
    return (long long)(s >> 1);
}
