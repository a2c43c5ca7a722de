// alignof and _Alignof-style queries on scalar types
__host__ __device__ long long run() {
    long long s = 0;
    s = s * 10 + alignof(char);
    s = s * 10 + alignof(short);
    s = s * 10 + alignof(int);
    s = s * 10 + alignof(long long);
    s = s * 10 + alignof(double);
    s = s * 10 + alignof(float);
    s = s * 10 + alignof(int*);
    s = s * 10 + alignof(int[5]);
    return s;
}
