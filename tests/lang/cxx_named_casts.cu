// static_cast, reinterpret_cast and const_cast as kernels use them
struct Pair { int lo; int hi; };

__host__ __device__ unsigned bits_of(float f) {
    return *reinterpret_cast<unsigned*>(&f);
}

__host__ __device__ int bump(const int* p) {
    int* q = const_cast<int*>(p);
    *q += 5;
    return *p;
}

__host__ __device__ long long run() {
    long long s = 0;
    double d = 7.9;
    s += static_cast<int>(d);                       // truncation
    s = s * 10 + static_cast<unsigned char>(300);   // wraps to 44
    s = s * 1000 + (bits_of(1.5f) >> 20);           // 0x3fc00000 >> 20
    int x = 3;
    s = s * 100 + bump(&x);
    Pair p = {1, 2};
    void* v = static_cast<void*>(&p);
    Pair* back = static_cast<Pair*>(v);
    s = s * 10 + back->hi;
    int& r = static_cast<int&>(x);
    r += 1;
    const int& cr = static_cast<const int&>(x);
    s = s * 10 + cr;
    float f = 2.0f;
    unsigned& u = reinterpret_cast<unsigned&>(f);
    s = s * 10000 + (u >> 20);
    char buf[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int* words = reinterpret_cast<int*>(buf);
    s = s * 1000 + (words[1] & 0xff);
    long long addr = reinterpret_cast<long long>(buf + 4) - reinterpret_cast<long long>(buf);
    s = s * 10 + addr;
    s = s * 10 + static_cast<bool>(x) + static_cast<int>('A' - 60);
    return s;
}
