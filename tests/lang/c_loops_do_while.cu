// do-while, while, for with break/continue
__host__ __device__ long long run() {
    long long s = 0;
    int i = 0;
    do {
        s += i * i;
        i++;
    } while (i < 10);
    int j = 100;
    while (j > 0) {
        j -= 7;
        if (j % 3 == 0) continue;
        s += j;
        if (s > 10000) break;
    }
    for (int k = 0, m = 10; k < m; k++, m--) s = s * 3 + k - m;
    return s;
}
