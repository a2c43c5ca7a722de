// the conditional operator's result type follows the usual conversions
__host__ __device__ long long run() {
    int i = -1;
    unsigned u = 1;
    bool t = true, f = false;
    long long s = sizeof(t ? i : u);
    s = s * 10 + (long long)((t ? i : u) > 0);
    s = s * 10 + sizeof(f ? 1 : 2.0f);
    s = s * 10 + sizeof(f ? 'a' : 'b');
    s = s * 10 + sizeof(t ? (short)1 : (char)2);
    s = s * 10 + sizeof(t ? 1L : 1);
    int x = 3;
    int y = x > 2 ? x < 5 ? 1 : 2 : 3;
    s = s * 10 + y;
    return s;
}
