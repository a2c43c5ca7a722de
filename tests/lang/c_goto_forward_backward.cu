// goto: forward out of nested loops, backward to form a loop, label at the end of a block
__host__ __device__ int find(const int* a, int n, int key) {
    int i;
    for (i = 0; i < n; i++)
        for (int j = 0; j < 3; j++)
            if (a[i] * 3 + j == key) goto found;
    return -1;
found:
    return i;
}

__host__ __device__ int gcd(int a, int b) {
again:
    if (b == 0) goto done;
    {
        int t = a % b;
        a = b;
        b = t;
    }
    goto again;
done:
    return a;
}

__host__ __device__ int skip_odd_sum(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        if (i & 1) goto next;
        s += i;
    next:;
    }
    return s;
}

__host__ __device__ long long run() {
    int a[10];
    for (int i = 0; i < 10; i++) a[i] = i * i;
    long long s = 0;
    for (int key = 0; key < 90; key += 7) s = s * 11 + find(a, 10, key) + 1;
    s = s * 1000 + gcd(1071, 462) + gcd(17, 5) * 7;
    s = s * 1000 + skip_odd_sum(21);
    return s;
}
