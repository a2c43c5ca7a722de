// using aliases, including pointer and array aliases
using u32 = unsigned int;
using i64 = long long;
using fptr = float*;
using row = int[4];

__host__ __device__ long long run() {
    u32 x = 0xFFFFFFFFu;
    i64 y = x;
    float f = 2.5f;
    fptr p = &f;
    row r = {1, 2, 3, 4};
    y += (i64)(*p * 2);
    y = y * 10 + sizeof(row) / sizeof(int);
    y = y * 10 + r[3];
    return y;
}
