// GNU case ranges `case low ... high:` (issue 42) in switches over signed,
// unsigned and char conditions, next to single cases and a default.
__host__ __device__ constexpr int classify(int v) {
    switch (v) {
    case -5 ... -1:
        return 1;
    case 0:
        return 2;
    case 1 ... 9:
        return 3;
    case 10 ... 10:
        return 4;
    case 100 ... 199:
        return 5;
    default:
        return 6;
    }
}

// Constant evaluation runs the same tests.
static_assert(classify(150) == 5 && classify(-3) == 1 && classify(200) == 6, "case ranges in constexpr");

__host__ __device__ int kind(char c) {
    switch (c) {
    case 'a' ... 'z':
        return 1;
    case 'A' ... 'Z':
        return 2;
    case '0' ... '9':
        return 3;
    }
    return 0;
}

__host__ __device__ long long run() {
    long long r = 0;
    for (int v = -7; v < 205; v += 3)
        r = r * 7 % 1000000007 + classify(v);
    r = r * 10 + classify(10);
    const char* s = "aZ7 q";
    for (int i = 0; s[i]; ++i)
        r = r * 10 + kind(s[i]);
    unsigned u = 4000000000u;
    switch (u) {
    case 3000000000u ... 4100000000u:
        r += 3;
        break;
    default:
        r += 5;
    }
    return r;
}
