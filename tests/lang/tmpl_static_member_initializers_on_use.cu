// The initializer of a static data member of a class template instance is
// instantiated only when the member is used ([temp.inst]/3): `Traits<int>` is
// complete and usable (as a base, through its other members) although `T::width`
// means nothing for `int`, as libcu++'s `__basic_interface<...>::size` waits for a
// `__basic_any` to need it.
template <class T>
struct Traits {
    static constexpr int size = T::width * 2;
    static constexpr int one = 1;
    int tag = 7;
};
struct Wide {
    static constexpr int width = 8;
};
struct Plain : Traits<int> {
    int own = 3;
};
template <class T, int N>
struct Table {
    static constexpr int count = N / T::per_row;
    static constexpr int total = N;
};

__host__ __device__ long long run() {
    Plain p;
    long long r = Plain::one * 1000 + Traits<Wide>::size * 10 + p.tag + p.own;
    r = r * 1000 + Table<char, 12>::total + sizeof(Table<float, 3>);
    return r;
}
