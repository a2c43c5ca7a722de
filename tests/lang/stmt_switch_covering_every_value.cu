// A switch whose cases cover every value its condition can take
// (`switch (a < b)` with `case 0` and `case 1`, also `(a < b) & 3`) jumps to
// the last case without a test: the path to the default is impossible, and
// leaving it in (with an atomic on it and a barrier after) made ptxas 13.5
// crash (gpugen seeds 972 and 1956). Cases of values the condition cannot
// take (`case 2` of a `bool`, listed after the possible ones) are not tested
// at all, so the jump goes to the last possible case, not to them; they are
// still reached by falling through. Conditions whose values are not all
// covered keep every test and the default.
__host__ __device__ int classify(int a, int b, unsigned char c) {
    int r = 0;
    switch (a < b) {
    case 1:
        r += 10;
    case 0:
        r += 1;
        break;
    default:
        r += 1000;
    }
    switch ((a >= b) & 3) {
    case 0:
        r += 20;
        break;
    case 1:
        r += 30;
    }
    switch ((a == b) | (c & 2)) {
    case 0:
        r += 100;
        break;
    case 1:
        r += 200;
        break;
    case 2:
        r += 300;
        break;
    case 3:
        r += 400;
        break;
    default:
        r += 5000;
    }
    switch (a < b) {
    case 1:
        r += 7;
        break;
    default:
        r += 9;
    }
    switch (a < b) {
    case 1:
        r += 3;
        break;
    case 0:
        r += 5;
    case 2:
        r += 11;
        break;
    case -1:
        r += 13;
    }
    switch (c & 1) {
    case 0:
        r *= 2;
    }
    return r;
}

__host__ __device__ long long run() {
    long long r = 0;
    for (int a = -2; a < 3; ++a)
        for (int b = -1; b < 2; ++b)
            for (unsigned c = 0; c < 4; ++c) r = (r * 31 + classify(a, b, (unsigned char)c)) % 1000000007;
    return r;
}
