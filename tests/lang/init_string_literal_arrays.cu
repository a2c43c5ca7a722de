// character arrays initialized by string literals: embedded zeros, shorter than the
// array (the rest zero), exactly the string's length, in global, constant, local,
// member and constexpr arrays, of every character type
struct Named {
    int id;
    char name[8];
};
struct Packed {
    unsigned flag : 3;
    char tag[5];
};
struct Greeter {
    char word[6];
    char fixed[4] = "xy";
    __host__ __device__ Greeter() : word("hi\0yo") {}
};

__device__ char g_zeros[] = "ab\0cd";
__device__ char g_exact[4] = "abc";
__device__ char g_long[100] = "tail";
__constant__ char c_short[10] = "xyz";
__constant__ unsigned char c_high[] = "\xff\x80\x01";
__device__ signed char g_signed[] = "\xfe\x7f";
__device__ wchar_t g_wide[6] = L"w\0x";
__device__ char16_t g_utf16[] = u"\u00e9\0z";
__device__ char32_t g_utf32[4] = U"\U0001F600";
__device__ Named g_named = {7, "ab\0c"};
__device__ Packed g_packed = {5, "pq\0r"};
__device__ char g_table[3][4] = {"ab", "c\0d", ""};

constexpr char k_text[8] = "hello\0w";
static_assert(sizeof(k_text) == 8, "the embedded zero and the NUL are both kept");
static_assert(k_text[1] == 'e' && k_text[5] == 0 && k_text[6] == 'w', "read at compile time");
constexpr char k_tail[6] = "ab";
static_assert(k_tail[4] == 0, "the rest is zero");
int k_bound[k_text[4] - 'o' + 3];
constexpr long long k_sum = k_text[1] + k_text[6] + k_tail[1] + k_tail[5];

__host__ __device__ long long sum(const char* s, int n) {
    long long t = 0;
    for (int i = 0; i < n; i++) t = (t * 31 + s[i]) % 1000000007;
    return t;
}

__host__ __device__ long long run() {
    char local[12] = "lo\0ca";
    char exact[3] = "ok";
    char big[5000] = "far\0away";
    unsigned char ulocal[] = "\xf0\x0f";
    wchar_t wlocal[5] = L"a\0b";
    char16_t ulocal16[3] = u"q";
    char32_t ulocal32[] = U"r\0s";
    Greeter gr;
    long long s = sum(g_zeros, sizeof(g_zeros));
    s = s * 7 + sum(g_exact, 4) + sum(g_long, 100) % 1000;
    s = s % 1000000007 * 7 + sum(c_short, 10) + c_high[0] + c_high[1] + c_high[3];
    s = s % 1000000007 * 7 + g_signed[0] + g_signed[1] + (long long)sizeof(g_signed);
    s = s % 1000000007 * 7 + g_wide[0] + g_wide[2] + g_wide[5];
    s = s % 1000000007 * 7 + g_utf16[0] + g_utf16[2] + (long long)sizeof(g_utf16);
    s = s % 1000000007 * 7 + (long long)(g_utf32[0] % 1000) + g_utf32[3];
    s = s % 1000000007 * 7 + g_named.id + sum(g_named.name, 8);
    s = s % 1000000007 * 7 + g_packed.flag + sum(g_packed.tag, 5);
    s = s % 1000000007 * 7 + sum(&g_table[0][0], 12);
    s = s % 1000000007 * 7 + sum(local, 12) + sum(exact, 3);
    s = s % 1000000007 * 7 + sum(big, 9) + big[4999] + big[100];
    s = s % 1000000007 * 7 + ulocal[0] + ulocal[1] + ulocal[2];
    s = s % 1000000007 * 7 + wlocal[0] + wlocal[2] + wlocal[4];
    s = s % 1000000007 * 7 + ulocal16[0] + ulocal16[2] + ulocal32[2] + (long long)sizeof(ulocal32);
    s = s % 1000000007 * 7 + sum(gr.word, 6) + sum(gr.fixed, 4);
    s = s % 1000000007 * 7 + k_sum + (long long)sizeof(k_bound);
    return s;
}
