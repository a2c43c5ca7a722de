// the # operator makes string literals from arguments
#define STR(x) #x
#define XSTR(x) STR(x)
#define VALUE 12345

__host__ __device__ long long run() {
    const char* a = STR(hello world);
    const char* b = XSTR(VALUE);
    const char* c = STR("q\n" 'c'  +   x);
    unsigned long long h = 0;
    for (int i = 0; a[i]; i++) h = h * 131 + a[i];
    for (int i = 0; b[i]; i++) h = h * 131 + b[i];
    for (int i = 0; c[i]; i++) h = h * 131 + c[i];
    return (long long)(h >> 2);
}
