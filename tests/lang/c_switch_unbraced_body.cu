// a switch whose body is a single statement, and case labels inside an if
__host__ __device__ int pick(int x) {
    int r = 0;
    switch (x)
        case 3: r = 33;
    switch (x) {
        if (x > 100) {
        case 5: r += 5;
        } else {
        case 6: r += 6;
        }
        break;
    default:
        r += 1;
    }
    return r;
}

__host__ __device__ long long run() {
    long long s = 0;
    for (int k = 0; k < 10; k++) s = s * 100 + pick(k);
    return s;
}
