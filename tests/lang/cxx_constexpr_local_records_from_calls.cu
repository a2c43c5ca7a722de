// A `constexpr` local of class type initialized by a call of a constexpr function
// (`constexpr auto all = targets();`) keeps the record the call computes, so constant
// expressions read its fields and elements, also through constexpr members
// (`all.items[i].get()` as a template argument, as CUB's architecture dispatch does).
struct Cap {
    int v;
    constexpr int get() const { return v; }
};
struct Caps {
    Cap items[3];
    constexpr int size() const { return 3; }
};
template <int... Vs> constexpr Caps make_caps() { return Caps{{Cap{Vs / 10}...}}; }
constexpr Caps targets() { return make_caps<700, 800, 900>(); }

template <int N> struct Value { static constexpr int value = N; };

__host__ __device__ long long run() {
    constexpr auto all = targets();
    constexpr Cap last = all.items[2];
    int sum = Value<all.items[0].get()>::value + Value<all.items[1].v>::value;
    int a[all.size()] = {1, 2, 3};
    return sum * 1000 + Value<last.get()>::value * 10 + a[2];
}
