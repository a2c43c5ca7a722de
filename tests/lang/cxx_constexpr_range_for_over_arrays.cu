// Range-based for over arrays inside constant evaluation (CUB's transform policy
// selector loops over its inputs' member array): the iterator is a pointer that steps
// through the array and is compared with (and subtracted from) the end pointer; by value,
// by reference, and over a member array of a constant object.
struct Info {
    int size;
    bool contiguous;
};
template <int N> struct selector {
    Info inputs[N];
    constexpr int total() const {
        int s = 0;
        for (const auto& in : inputs) s += in.contiguous ? in.size : 100 * in.size;
        return s;
    }
};
constexpr int over_member_array() {
    constexpr auto s = selector<3>{{Info{4, true}, Info{8, false}, Info{2, true}}};
    return s.total();
}
constexpr int over_local_array() {
    int a[4] = {1, 2, 3, 4};
    for (int& x : a) x *= x;
    int s = 0;
    for (int x : a) s = s * 100 + x;
    return s;
}
constexpr int pointer_steps() {
    int a[5] = {5, 4, 3, 2, 1};
    int n = 0;
    for (const int* p = a; p != a + 5; ++p) n += *p;
    const int* q = a + 5;
    while (q > a) n = n * 2 + *--q;
    const int* r = a;
    r = r + 2;
    n = n * 10 + *r++;
    n = n * 10 + *r;
    const int* end = a + 5;
    n = n * 10 + int(end - r);
    n = n * 10 + (r == a + 3) + 2 * (r != end);
    return n;
}
static_assert(over_member_array() == 806, "member array");
static_assert(over_local_array() == 1040916, "local array");

__host__ __device__ long long run() {
    constexpr int a = over_member_array();
    constexpr int b = over_local_array();
    constexpr int c = pointer_steps();
    return a * 1000000000LL + b * 1000LL + c;
}
