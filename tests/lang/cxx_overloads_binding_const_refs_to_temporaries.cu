// Overload resolution with `const T&` parameters of scalar type given a prvalue
// or a value of another type: the reference binds a temporary, so the function
// is viable (it was not when the function returns a reference, whose reference
// parameters are passed by address).
__device__ int total;
__device__ int& add(const int& x) {
    total += x;
    return total;
}
__device__ int& add(const int& x, const long& y) {
    total += x * (int)y;
    return total;
}
struct Acc {
    int v;
    __host__ __device__ Acc& operator+=(const int& x) {
        v += x;
        return *this;
    }
    __host__ __device__ Acc& operator+=(const Acc& o) {
        v += o.v * 10;
        return *this;
    }
    __host__ __device__ Acc& scale(const double& f) {
        v = (int)(v * f);
        return *this;
    }
    __host__ __device__ Acc& scale(const int& f, const int& g) {
        v = v * f + g;
        return *this;
    }
};

__host__ __device__ long long run() {
    total = 0;
    short s = 3;
    add(5);
    add(s, 4);
    Acc a{1};
    a += 6;
    a += Acc{2};
    a.scale(1.5f);
    a.scale(2, s);
    return total * 1000 + a.v;
}
