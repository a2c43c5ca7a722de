// Null pointers in constant evaluation: an empty array class whose begin() and end()
// return nullptr (as `cuda::std::array<T, 0>` does) iterates zero times in a range-based
// for, and a null pointer compares equal to itself and unequal to an object's address.
template <class T, int N> struct fixed {
    T e[N];
    constexpr const T* begin() const { return e; }
    constexpr const T* end() const { return e + N; }
};
template <class T> struct fixed<T, 0> {
    constexpr const T* begin() const { return nullptr; }
    constexpr const T* end() const { return nullptr; }
};
template <int N> constexpr int total(const fixed<int, N>& f) {
    int s = 0;
    for (int x : f) s = s * 10 + x;
    return s;
}
constexpr int nulls() {
    int a = 3;
    const int* p = nullptr;
    const int* q = &a;
    return (p == nullptr) * 100 + (q != nullptr) * 10 + (p == q);
}
static_assert(total(fixed<int, 0>{}) == 0, "empty");
static_assert(total(fixed<int, 3>{{1, 2, 3}}) == 123, "three");
static_assert(nulls() == 110, "comparisons");

__host__ __device__ long long run() {
    constexpr int a = total(fixed<int, 0>{});
    constexpr int b = total(fixed<int, 4>{{4, 3, 2, 1}});
    constexpr int c = nulls();
    return a * 1000000LL + b * 1000 + c;
}
