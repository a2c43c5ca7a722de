// templates calling overloaded ordinary functions: overload resolution happens per instantiation
__host__ __device__ int which(double) { return 1; }
__host__ __device__ int which(int) { return 2; }

template <typename T>
__host__ __device__ int twice_which(T v) {
    return which(v) * 10 + which(v + 0);
}

__host__ __device__ long long run() {
    long long s = which(1);
    s = s * 10 + which(1.0f);
    s = s * 10 + which('c');
    s = s * 100 + twice_which(5);
    s = s * 100 + twice_which(2.5f);
    return s;
}
