// conversions to and from bool
__host__ __device__ long long run() {
    bool b1 = 5;
    bool b2 = 0.0;
    bool b3 = -0.5f;
    int* p = nullptr;
    bool b4 = p;
    bool b5 = 0x100000000LL;
    int i = true + true;
    bool flip = b1;
    flip = !flip;
    long long s = b1;
    s = s * 2 + b2;
    s = s * 2 + b3;
    s = s * 2 + b4;
    s = s * 2 + b5;
    s = s * 10 + i;
    s = s * 2 + flip;
    s = s * 10 + sizeof(bool);
    return s;
}
