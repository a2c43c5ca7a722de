// auto with declarators: auto*, const auto*, auto&, const auto&, auto&& and
// constexpr auto; a const auto& to an element sees later writes to it
struct P {
    int x, y;
};

__host__ __device__ long long run() {
    int arr[5] = {1, 2, 3, 4, 5};
    auto* p = &arr[1];
    const auto* cp = arr;
    const auto& c = arr[2];
    auto& m = arr[3];
    auto&& f = arr[4];  // an lvalue: int&
    auto&& t = arr[0] + 100;  // an rvalue: int&&, a temporary
    m = 40;
    f *= 3;
    t += 1;
    arr[2] = 30;  // c refers to arr[2]
    *p += 5;
    P pt = {6, 7};
    auto& pr = pt;
    pr.x = 60;
    const auto pc = pt;
    auto** pp = &p;
    constexpr auto k = 11;
    long long s = 0;
    for (int i = 0; i < 5; i++) s = s * 100 + arr[i];
    s = s * 1000 + c + cp[1] + **pp;
    s = s * 1000 + t;
    s = s * 100 + pc.x + pc.y + k;
    return s;
}
