// signed and unsigned char arithmetic with truncation back to 8 bits
__host__ __device__ long long run() {
    signed char a = 100;
    signed char b = (signed char)(a + a);
    unsigned char c = 200;
    unsigned char d = (unsigned char)(c + c);
    signed char e = -128;
    signed char f = (signed char)-e;
    char g = 'A';
    g += 25;
    unsigned char h = 255;
    h *= h;
    long long s = b;
    s = s * 1000 + d;
    s = s * 1000 + f;
    s = s * 1000 + g;
    s = s * 1000 + h;
    s = s * 10 + (a / 7) % 5;
    return s;
}
