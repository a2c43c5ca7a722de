// short and unsigned short arithmetic, promotion and narrowing (unsigned short * unsigned short is an int product, so widen first)
__host__ __device__ long long run() {
    short a = 32767;
    short b = (short)(a + 1);
    unsigned short c = 65535;
    unsigned wide = (unsigned)c * c;
    unsigned short d = (unsigned short)(c * 3);
    short e = -32768;
    int neg = -e;
    long long s = b;
    s = s * 100000 + d;
    s ^= (long long)wide;
    s = s * 10 + (neg == 32768);
    short arr[4] = {-1, -2, 3, 4};
    int sum = 0;
    for (int i = 0; i < 4; i++) sum += arr[i] * arr[3 - i];
    return s * 100 + sum;
}
