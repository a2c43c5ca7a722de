// Euclid's gcd and lcm over 64-bit values
__host__ __device__ unsigned long long gcd(unsigned long long a, unsigned long long b) {
    while (b) {
        unsigned long long t = a % b;
        a = b;
        b = t;
    }
    return a;
}

__host__ __device__ long long run() {
    unsigned long long s = 0;
    for (unsigned long long a = 1; a < 40; a += 3)
        for (unsigned long long b = 2; b < 50; b += 7) s = s * 31 + gcd(a * 1000003, b * 999983) + a * b / gcd(a, b);
    return (long long)(s >> 3);
}
