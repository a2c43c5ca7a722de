// Constants with static storage of classes whose empty base shares its offset with
// the first member (Itanium's empty base optimization, as CRTP bases do): the
// member keeps its value in the static initializer (it was hidden by the base's
// byte and read as zero).
template <class D> struct Policy {};
struct Tag {};
struct A : Policy<A> {
    int id = 7;
    constexpr A() = default;
};
struct C : Tag {
    int id = 6;
};
struct F : Tag {
    int a;
    int b;
};
struct G : Policy<G>, Tag {
    short s = 5;
    char c = 9;
};
constexpr A a1{};
constexpr A a2;
constexpr C c1{};
constexpr F f1{{}, 3, 4};
__device__ G g1;
__device__ const F f2{{}, 8, 9};

__host__ __device__ long long run() {
    return a1.id * 100000000LL + a2.id * 10000000 + c1.id * 1000000 + f1.a * 100000 + f1.b * 10000
        + g1.s * 1000 + g1.c * 100 + f2.a * 10 + f2.b;
}
