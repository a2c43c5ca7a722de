// loops with empty parts, zero iterations and flag-controlled exits
__host__ __device__ long long run() {
    long long s = 0;
    int i = 0;
    for (;;) {
        if (++i > 5) break;
        s += i;
    }
    for (int j = 10; j < 10; j++) s += 1000;
    int k = 0;
    while (k < 0) k++;
    do {
        k++;
    } while (false);
    bool found = false;
    for (int a = 0; a < 10 && !found; a++)
        for (int b = 0; b < 10; b++)
            if (a * b == 42) {
                s = s * 100 + a * 10 + b;
                found = true;
                break;
            }
    int n = 0;
    for (int x = 0; x < 5; x++) {
        int y = 0;
        do {
            y++;
            if (y == 2) continue;
            n++;
        } while (y < 4);
    }
    return s * 1000 + k * 100 + n;
}
