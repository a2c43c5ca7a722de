// raw string literals: no escapes, any delimiter, over several lines; and _Pragma in macros
#define QUIET _Pragma("nv_diag_suppress 177")

__host__ __device__ long long run() {
    QUIET
    const char* a = R"(a\n"b)";
    const char* b = R"xy(1)"2)xy";
    const char* c = R"(line
next)";
    long long s = 0;
    for (int i = 0; a[i]; ++i) s = s * 3 + a[i];
    for (int i = 0; b[i]; ++i) s = s * 5 + b[i];
    for (int i = 0; c[i]; ++i) s = s * 7 + c[i];
    return s + sizeof(R"(abc)") * 1000;
}
