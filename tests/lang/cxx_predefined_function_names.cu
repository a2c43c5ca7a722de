// `__func__` (and GNU's `__FUNCTION__`) is a string naming the enclosing function:
// its length, characters and use as an argument, as assertion macros pass it.
__host__ __device__ int length(const char* s) {
    int n = 0;
    while (s[n])
        ++n;
    return n;
}

template <class T> __host__ __device__ int tag(T) { return sizeof(__func__) * 100 + __func__[0]; }

struct Meter {
    __host__ __device__ int name_length() const { return length(__FUNCTION__); }
};

__host__ __device__ long long run() {
    long long s = sizeof(__func__);
    s = s * 100 + length(__func__);
    s = s * 1000 + __func__[0] + __FUNCTION__[2];
    s = s * 10000 + tag(3);
    s = s * 100 + Meter{}.name_length();
    return s;
}
