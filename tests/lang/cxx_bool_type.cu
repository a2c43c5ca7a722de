// bool as a distinct type: arithmetic promotion, logical results, arrays
__host__ __device__ bool is_prime(int n) {
    if (n < 2) return false;
    for (int d = 2; d * d <= n; d++)
        if (n % d == 0) return false;
    return true;
}

__host__ __device__ long long run() {
    bool flags[30];
    for (int i = 0; i < 30; i++) flags[i] = is_prime(i);
    long long s = 0;
    for (int i = 0; i < 30; i++) s = s * 2 + flags[i];
    bool b = 7;
    b += 1;
    int count = 0;
    for (bool f : flags) count += f;
    return s * 100 + count * 10 + b;
}
