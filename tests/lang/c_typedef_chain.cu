// typedef chains, typedef of arrays and pointers
typedef unsigned int u32;
typedef u32 word;
typedef word pair[2];
typedef int* iptr;

__host__ __device__ long long run() {
    pair p = {7u, 9u};
    word w = p[0] * p[1];
    int v = 12;
    iptr q = &v;
    *q += 1;
    long long s = w;
    s = s * 100 + v;
    s = s * 10 + sizeof(pair);
    return s;
}
