// Non-type template parameters typed by an earlier one (`decltype(Start) End`
// after `auto Start`, as cuda::static_for declares them) and defaults written as
// functional casts with braces (`decltype(Start){1}`, `int{1}`).
template <auto Start, decltype(Start) End, decltype(Start) Step = decltype(Start){1}>
__host__ __device__ long long steps() { return (End - Start) / Step; }
template <int Base, int Step = int{2}>
__host__ __device__ int next() { return Base + Step; }

__host__ __device__ long long run() {
    long long s = steps<2, 10>();
    s = s * 10 + steps<0u, 9u, 3u>();
    s = s * 10 + next<5>();
    s = s * 100 + steps<(long)-4, (long)16, (long)5>();
    return s;
}
