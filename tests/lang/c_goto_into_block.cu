// goto into the middle of a loop body (irreducible control flow), and a state machine
__host__ __device__ int collatz_steps(int n) {
    int steps = 0;
    goto check;
    while (1) {
        if (n & 1) n = 3 * n + 1; else n /= 2;
        steps++;
    check:
        if (n == 1) break;
    }
    return steps;
}

__host__ __device__ int machine(const char* s) {
    int count = 0;
start:
    if (*s == 0) return count;
    if (*s == 'a') { s++; goto in_a; }
    s++;
    goto start;
in_a:
    if (*s == 'b') { count++; s++; goto start; }
    goto start;
}

__host__ __device__ long long run() {
    long long s = 0;
    for (int n = 1; n < 30; n++) s = (s * 7 + collatz_steps(n)) % 1000000007;
    s = s * 100 + machine("abxabaababb");
    return s;
}
