// Brace temporaries of aggregates too large to zero one scalar at a time (more than
// 256 values: CUB's `typename BlockExchange::TempStorage{}`, an array of words) are
// value-initialized with one memset of the whole object, padding included; the
// members a brace list gives are stored after it.
struct words {
    unsigned w[700];
};
struct padded {
    char tag;
    long long v[300];
};
struct big {
    big() = default;
    __host__ __device__ explicit big(int t) : tail(t) {}
    unsigned a[600];
    long long tail;
};
template <class T> struct storage_of { using type = T; };

__host__ __device__ long long zeros(const unsigned* p, int n) {
    long long s = 0;
    for (int i = 0; i < n; ++i) s += p[i] == 0;
    return s;
}
__host__ __device__ long long zero_words(const words& w) { return zeros(w.w, 700); }

// The temporary's type named through a dependent member type, as CUB names it.
template <class S> __host__ __device__ long long fresh_zeros() {
    typename S::type t = typename S::type{};
    return zero_words(t);
}

__host__ __device__ long long run() {
    long long r = fresh_zeros<storage_of<words>>();
    words w = words{};
    w.w[5] = 3;
    r = r * 1000 + zeros(w.w, 700);
    w = words{};
    r = r * 1000 + zeros(w.w, 700) + zero_words(words{});
    padded p = padded{};
    long long ps = p.tag;
    for (int i = 0; i < 300; ++i) ps += p.v[i];
    big b = big{};
    r = r * 1000 + zeros(b.a, 600) + ps + b.tail;
    words partial = words{{1, 2, 3}};
    r = r * 1000 + zeros(partial.w, 700) + partial.w[2];
    return r;
}
