// range-based for over class objects with begin()/end() members: pointer
// iterators, a class iterator with !=, ++ and *, const objects, and auto&
// loop variables writing through
struct Buf {
    int d[6];
    int n;
    __host__ __device__ int* begin() { return d; }
    __host__ __device__ int* end() { return d + n; }
    __host__ __device__ const int* begin() const { return d; }
    __host__ __device__ const int* end() const { return d + n; }
};

struct Countdown {
    int from;
    struct It {
        int v;
        __host__ __device__ bool operator!=(const It& o) const { return v != o.v; }
        __host__ __device__ It& operator++() {
            --v;
            return *this;
        }
        __host__ __device__ int operator*() const { return v; }
    };
    __host__ __device__ It begin() const { return It{from}; }
    __host__ __device__ It end() const { return It{0}; }
};

__host__ __device__ long long sum(const Buf& b) {
    long long s = 0;
    for (const auto& x : b) s += x;
    return s;
}

__host__ __device__ long long run() {
    Buf b = {{1, 2, 3, 4, 5, 6}, 4};
    for (auto& x : b) x *= 10;
    long long s = sum(b);
    for (int x : b) s = s * 10 + x / 10;
    Countdown cd = {5};
    for (auto v : cd) s = s * 10 + v;
    for (auto v : Countdown{3}) s = s * 10 + v;
    return s;
}
