// GNU statement expressions `({ ... })` (issue 42): the block runs and the last
// expression statement gives the value (void if the block ends otherwise), as in
// the MAX/MIN macros of C code that evaluate their operands once.
#define MAX_ONCE(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })

__host__ __device__ int next(int* counter) { return ++*counter; }

template <class T>
__host__ __device__ T clamp_sum(const T* v, int n, T hi) {
    return ({
        T s = 0;
        for (int i = 0; i < n; ++i)
            s += v[i];
        s > hi ? hi : s;
    });
}

__host__ __device__ long long run() {
    int x = 6;
    int r = ({ int y = x * 2; y + 1; });
    int calls = 0;
    int m = MAX_ONCE(next(&calls), 0);
    ({ x += 4; (void)0; });
    ({ x++; });
    long long total = 0;
    for (int i = 0; i < 4; ++i) {
        total += ({
            int s = 0;
            for (int j = 0; j <= i; ++j)
                s += j;
            switch (i) {
            case 1:
                s *= 10;
                break;
            default:
                break;
            }
            s;
        });
    }
    double d = ({ double h = 0.5; h * x; });
    int v[4] = {5, 6, 7, 8};
    if (({ int t = v[1]; t > 5; }))
        total += clamp_sum(v, 4, 20) * 1000 + (long long)clamp_sum<double>(&d, 1, 100.0);
    while (({ --v[0]; v[0] > 2; }))
        total += 1;
    return r * 1000000 + m * 100000 + calls * 10000 + x * 100 + total + (long long)(d * 1000);
}
