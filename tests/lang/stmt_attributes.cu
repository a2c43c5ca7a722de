// Attributes on statements (C++17 `[[fallthrough]]`, C++20 `[[likely]]`
// spelled as in CCCL's NV_IF_ELSE_TARGET branches, GNU `__attribute__`):
// an attribute-only statement is an empty statement, and an attributed
// statement means what the statement means.
__host__ __device__ int step(int x, int k) {
    switch (k) {
    case 0: {
        x += 2;
        [[fallthrough]];
    }
    case 1:
        x *= 3;
        [[fallthrough]];
    case 2:
        x -= 1;
        __attribute__((fallthrough));
    case 3: {
        [[maybe_unused]] int unused = x;
        x ^= 5;
        break;
    }
    default:
        [[]];
        x = -x;
    }
    if (x > 100) [[unlikely]] {
        x /= 7;
    }
    [[gnu::unused]] [[maybe_unused]] return x;
}

__host__ __device__ long long run() {
    long long acc = 0;
    for (int k = 0; k < 5; ++k)
        for (int x = -3; x < 60; x += 7)
            acc = (acc * 31 + step(x, k)) % 1000000007;
    return acc;
}
