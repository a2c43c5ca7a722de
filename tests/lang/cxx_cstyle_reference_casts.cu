// C-style casts to reference types: (int&) of a float reads and writes its bits,
// (T&&) makes an xvalue that selects the rvalue overload, (const T&) adds const,
// reference aliases with `using`, and sizeof of a reference type is the referee's
__host__ __device__ int which(int&) { return 1; }
__host__ __device__ int which(int&&) { return 2; }
__host__ __device__ int which(const int&) { return 3; }

using IntRef = int&;

__host__ __device__ long long run() {
    float f = 1.0f;
    unsigned bits = (unsigned&)f;  // 0x3f800000
    (int&)f += 1 << 23;  // exponent + 1: f becomes 2.0f
    int v = 4;
    long long s = bits >> 20;
    s = s * 100 + (long long)(f * 10);
    s = s * 10 + which(v);
    s = s * 10 + which((int&&)v);
    s = s * 10 + which((const int&)v);
    IntRef r = v;
    r *= 5;
    s = s * 100 + v;
    s = s * 10 + sizeof(int&) + sizeof(IntRef);
    return s;
}
