// the ## operator pastes tokens into identifiers and numbers
#define CAT(a, b) a##b
#define FIELD(n) field_##n
#define MAKE_GETTER(n) __host__ __device__ int get_##n() { return n * 11; }

MAKE_GETTER(3)
MAKE_GETTER(7)

__host__ __device__ long long run() {
    int FIELD(x) = 4, FIELD(y) = 5;
    int xy = 9;
    long long s = CAT(x, y);
    s = s * 10 + field_x + field_y;
    s = s * 1000 + CAT(12, 34);
    s = s * 100 + get_3() + get_7();
    s = s * 10 + CAT(1, 0) + CAT(2., 5);
    return s;
}
