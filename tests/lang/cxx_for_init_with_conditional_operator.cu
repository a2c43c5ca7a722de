// A `for` whose init-statement's initializer holds a conditional operator
// (`for (int s = n < 16 ? n : 16; ...)`) is an ordinary `for`, not a range-based
// one: the `:` belongs to `?:`; range-based `for` still works beside it
__host__ __device__ long long run() {
    int n = 40;
    long long steps = 0;
    for (int s = n < 16 ? n : 16; s > 0; s /= 2) steps = steps * 10 + s % 10;
    int m = 3;
    for (int s = m < 16 ? m : 16, t = (m > 1 ? 2 : 1); s > 0; s -= t) steps = steps * 10 + s;
    int v[3] = {1, 2, 3};
    for (int x : v) steps = steps * 10 + (x > 1 ? x : 9);
    return steps;
}
