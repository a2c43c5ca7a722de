// switch with fallthrough between cases
__host__ __device__ int classify(int x) {
    int r = 0;
    switch (x) {
    case 0:
        r += 1;
    case 1:
        r += 10;
    case 2:
        r += 100;
        break;
    case 3:
        r += 1000;
        break;
    }
    return r;
}

__host__ __device__ long long run() {
    long long s = 0;
    for (int i = 0; i < 6; i++) s = s * 7 + classify(i);
    return s;
}
