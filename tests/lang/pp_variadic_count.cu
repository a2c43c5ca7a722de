// counting variadic arguments with the argument-shifting idiom
#define COUNT(...) COUNT_(__VA_ARGS__, 6, 5, 4, 3, 2, 1, 0)
#define COUNT_(a, b, c, d, e, f, n, ...) n
#define SUM2(a, b) ((a) + (b))
#define APPLY(m, ...) m(__VA_ARGS__)

__host__ __device__ long long run() {
    long long s = COUNT(x);
    s = s * 10 + COUNT(x, y);
    s = s * 10 + COUNT(1, 2, 3, 4, 5);
    s = s * 100 + APPLY(SUM2, 20, 22);
    return s;
}
