// struct assignment copies every member, including arrays
struct S { int a[5]; char c; double d; };

__host__ __device__ long long run() {
    S x;
    for (int i = 0; i < 5; i++) x.a[i] = i + 1;
    x.c = 'q';
    x.d = 0.75;
    S y;
    y = x;
    x.a[2] = 100;
    S z = y;
    z.d *= 4;
    long long s = 0;
    for (int i = 0; i < 5; i++) s = s * 10 + y.a[i];
    s = s * 1000 + z.c;
    s = s * 10 + (long long)z.d;
    s = s * 1000 + x.a[2];
    return s;
}
