// Namespace-scope constants built by constexpr constructors that take empty
// tag objects by value (CCCL's `nullopt_t nullopt{__secret_tag{}, __secret_tag{}}`):
// the tags are temporaries outside any function, which hold no value, so the
// constant is evaluated without them.
namespace lib {
struct nullopt_like {
    struct secret { explicit secret() = default; };
    int marker;
    __host__ __device__ constexpr explicit nullopt_like(secret, secret) : marker(42) {}
};
__device__ constexpr nullopt_like none{nullopt_like::secret{}, nullopt_like::secret{}};

struct in_place_t { explicit in_place_t() = default; };
struct Pair {
    int a;
    long long b;
    __host__ __device__ constexpr Pair(in_place_t, int x, in_place_t) : a(x), b(x * 3LL + 1) {}
};
__device__ constexpr Pair made{in_place_t{}, 5, in_place_t{}};
__device__ const Pair also{in_place_t(), -2, in_place_t()};
}  // namespace lib

__host__ __device__ long long run() {
    long long s = lib::none.marker;
    s = s * 100 + lib::made.a;
    s = s * 100 + lib::made.b;
    s = s * 100 + (lib::also.a + 50) + lib::also.b;
    return s;
}
