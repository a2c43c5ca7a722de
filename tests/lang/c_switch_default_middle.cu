// default label in the middle of a switch, falling through to later cases
__host__ __device__ int f(int x) {
    int r = 1;
    switch (x) {
    case 5:
        r *= 3;
        break;
    default:
        r += 7;
    case 9:
        r *= 2;
        break;
    case 11:
        r -= 4;
    }
    return r;
}

__host__ __device__ long long run() {
    long long s = 0;
    for (int i = 0; i < 14; i++) s = s * 5 + f(i);
    return s;
}
