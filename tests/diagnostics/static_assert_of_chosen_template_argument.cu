// expect: error 7:5: static assertion failed with "shuffle needs one item per lane"
// A class instantiated for a template argument keeps its failed static_assert until
// it is used: here the alias chooses it and a variable of it is declared.
template <bool C, class A, class B> struct pick { using type = A; };
template <class A, class B> struct pick<false, A, B> { using type = B; };
template <int Items, int Lanes> struct Shuffle {
    static_assert(Items == Lanes, "shuffle needs one item per lane");
    int v[Items];
};
template <int Items> struct Shared { int v[Items]; };
__global__ void k(int* o) {
    typename pick<true, Shuffle<4, 32>, Shared<4>>::type x{};
    x.v[0] = 1;
    o[0] = x.v[0];
}
