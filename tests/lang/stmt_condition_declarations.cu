// Declarations as conditions and C++17 init-statements ([stmt.pre]): `if (const
// auto o = find(i))` with a class converted by its explicit operator bool (CUB's
// warp_redux result), `if (int k = ...)`, `if (int j = f(); j > 6)`, `switch (int s
// = ...; s)`, `while (int n = next())` (the variable made again in each iteration,
// `continue` re-testing it); the variables are visible in every branch and gone
// after the statement.
struct Opt {
    int v;
    bool ok;
    __host__ __device__ explicit operator bool() const { return ok; }
    __host__ __device__ int operator*() const { return v; }
};
__host__ __device__ Opt find(int x) { return Opt{x * 2, x > 2}; }

struct Counter {
    int left;
    __host__ __device__ int next() { return left > 0 ? left-- : 0; }
};

__host__ __device__ long long run() {
    long long r = 0;
    for (int i = 0; i < 5; i++) {
        if (const auto o = find(i))
            r += *o;
        else
            r += 1000 + o.v;
        if (int k = i - 2)
            r += k * 10;
        else
            r += k + 7;
        if (int j = i * 3; j > 6)
            r += j * 100000;
        else if (int m = j + 1; m == 4)
            r += m * 1000000;
    }
    int n = 3;
    switch (int s = n * 2; s) {
    case 6:
        r += 7;
        break;
    default:
        r += s;
        break;
    }
    switch (int t = n + 1) {
    case 4:
        r += t * 100000000;
        break;
    }
    Counter c{5};
    long long sum = 0;
    while (int v = c.next()) {
        if (v == 3)
            continue;
        sum += v;
    }
    int i = 0;
    return r * 100 + sum + (i == 0);
}
