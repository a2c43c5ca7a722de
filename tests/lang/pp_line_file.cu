// __LINE__ follows physical lines, including inside macro uses
#define HERE __LINE__
#define PAIR(a) ((a) * 1000 + __LINE__)

__host__ __device__ long long run() {
    long long s = HERE;
    s = s * 100 + __LINE__;
    s = s * 1000000 + PAIR(
        7);
    return s;
}
