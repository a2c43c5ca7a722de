// const references to scalars accept temporaries and converted values
__host__ __device__ double twice(const double& d) { return d * 2; }
__host__ __device__ long long add(const long long& a, const int& b) { return a + b; }

__host__ __device__ long long run() {
    int i = 7;
    float f = 1.25f;
    long long s = (long long)(twice(i) * 10);
    s = s * 100 + (long long)(twice(f) * 10);
    s = s * 100 + (long long)twice(3);
    s = s * 1000 + add(i, 'a');
    s = s * 10 + add(1, 2);
    return s;
}
