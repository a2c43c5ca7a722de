// expect: error 18:15: expression must have a constant value
// expect: error 19:15: expression must have a constant value
// reading a union member that is not the active one, or making another member active
// after construction (C++17), is not a constant expression
union U {
    int i;
    float f;
    constexpr U(int x) : i(x) {}
};
constexpr float wrong(int k) { U u(k); return u.f; }
constexpr int swap(int k) {
    U u(k);
    u.f = 1.0f;
    return 1;
}
constexpr int right(int k) { U u(k); return u.i; }
static_assert(right(3) == 3, "active member");
static_assert(wrong(3) == 3.0f, "inactive member");
static_assert(swap(3) == 1, "change of the active member");
