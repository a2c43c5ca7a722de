// shadowing in nested block scopes
__host__ __device__ long long run() {
    int x = 1;
    long long s = x;
    {
        int x = 2;
        s = s * 10 + x;
        {
            int x = 3;
            s = s * 10 + x;
        }
        s = s * 10 + x;
        for (int x = 7; x < 9; x++) s = s * 10 + x;
    }
    s = s * 10 + x;
    return s;
}
