// enumerators as case labels and in arithmetic
enum Shape { CIRCLE = 1, SQUARE, TRIANGLE = 10, HEXAGON };

__host__ __device__ int sides(int s) {
    switch (s) {
    case CIRCLE: return 0;
    case SQUARE: return 4;
    case TRIANGLE: return 3;
    case HEXAGON: return 6;
    }
    return -1;
}

__host__ __device__ long long run() {
    long long s = 0;
    for (int k = 0; k < 13; k++) s = s * 10 + sides(k) + 1;
    s += HEXAGON * SQUARE - CIRCLE;
    return s;
}
