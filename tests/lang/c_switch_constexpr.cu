// switch and fallthrough inside constexpr functions evaluated at compile time
__host__ __device__ constexpr int classify(int x) {
    switch (x % 4) {
    case 0: return 10;
    case 1:
    case 2: x += 100;
    default: break;
    }
    return x;
}
static_assert(classify(4) == 10, "case 0");
static_assert(classify(5) == 105, "fallthrough to default");
static_assert(classify(7) == 7, "default");

__host__ __device__ long long run() {
    int table[classify(9) - 100];
    for (int i = 0; i < classify(9) - 100; i++) table[i] = i;
    long long s = sizeof(table);
    for (int k = 0; k < 12; k++) s = s * 3 + classify(k);
    return s;
}
