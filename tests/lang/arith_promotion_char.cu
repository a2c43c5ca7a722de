// integral promotions: char and short arithmetic happens in int
__host__ __device__ long long run() {
    char a = 100, b = 100;
    int sum = a + b;
    unsigned char ua = 200, ub = 100;
    int usum = ua + ub;
    short sa = 30000, sb = 30000;
    int ssum = sa + sb;
    char wrapped = (char)(a + b);
    long long s = sum;
    s = s * 1000 + usum;
    s = s * 100000 + ssum;
    s = s * 1000 + (wrapped + 128);
    s = s * 10 + sizeof(a + b);
    s = s * 10 + sizeof(+a);
    return s;
}
