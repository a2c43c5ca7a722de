// macros continued over several lines, with statements inside do-while(0)
#define SWAP(T, a, b) \
    do {              \
        T tmp_ = (a); \
        (a) = (b);    \
        (b) = tmp_;   \
    } while (0)

#define ACCUMULATE(acc, n)          \
    for (int i_ = 0; i_ < (n); ++i_) \
    (acc) += i_ * i_

__host__ __device__ long long run() {
    int a = 1, b = 2;
    SWAP(int, a, b);
    long long acc = 0;
    ACCUMULATE(acc, 10);
    if (a > b) SWAP(int, a, b);
    else a = 100;
    return acc * 1000 + a * 10 + b;
}
