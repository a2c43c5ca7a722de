// nested switch statements
__host__ __device__ int g(int a, int b) {
    switch (a) {
    case 0:
        switch (b) {
        case 0: return 1;
        case 1: return 2;
        default: return 3;
        }
    case 1:
        switch (b) {
        case 0: return 4;
        default: break;
        }
        return 5;
    default:
        return 6;
    }
}

__host__ __device__ long long run() {
    long long s = 0;
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++) s = s * 7 + g(a, b);
    return s;
}
