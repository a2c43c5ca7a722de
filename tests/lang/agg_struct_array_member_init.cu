// aggregate initialization with brace elision and zero fill
struct Row { int id; int v[3]; };

__host__ __device__ long long run() {
    Row rows[3] = {{1, {2, 3, 4}}, 5, 6, 7, 8, {9}};
    long long s = 0;
    for (int i = 0; i < 3; i++) {
        s = s * 10 + rows[i].id;
        for (int j = 0; j < 3; j++) s = s * 10 + rows[i].v[j];
    }
    return s;
}
