// std::initializer_list in constant evaluation: a brace list passed to a constexpr
// function taking one (its elements read through begin()/end(), size(), a range-for), as
// `cuda::std::max({a, b})` in CUB's policy selectors; a function that builds one on a
// path not taken is still a constant expression on the others.
#include <initializer_list>

constexpr int largest(std::initializer_list<int> l) {
    int m = *l.begin();
    for (int x : l) m = x > m ? x : m;
    return m;
}
constexpr int weighted(std::initializer_list<int> l) {
    int s = 0, w = 1;
    for (const int* p = l.begin(); p != l.end(); ++p, ++w) s += w * *p;
    return s * 10 + int(l.size());
}
constexpr int pick(int k) {
    if (k == 0) return 1;
    return largest({2, k, 5});
}
static_assert(largest({1, 5, 3}) == 5, "largest");
static_assert(pick(0) == 1, "untaken path");
static_assert(pick(9) == 9, "taken path");

__host__ __device__ long long run() {
    constexpr int a = weighted({4, 3, 2});
    constexpr int b = pick(0) * 100 + pick(3) * 10 + pick(7);
    return a * 10000LL + b;
}
