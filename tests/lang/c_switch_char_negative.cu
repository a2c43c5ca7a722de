// switch on char and negative case values
__host__ __device__ int code(char c) {
    switch (c) {
    case 'a': return 1;
    case 'z': return 26;
    case -1: return -100;
    case '\n': return 10;
    default: return 0;
    }
}

__host__ __device__ long long run() {
    const char in[] = {'a', 'b', 'z', -1, '\n', 0};
    long long s = 0;
    for (int i = 0; i < 6; i++) s = s * 31 + code(in[i]);
    return s;
}
