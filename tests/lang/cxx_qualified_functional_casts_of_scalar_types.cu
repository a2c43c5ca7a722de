// A functional cast to a scalar type named by a qualified name, in each form the
// unqualified one takes: `ns::T(v)`, `ns::T{v}`, and the value-initializing `ns::T()`
// and `ns::T{}` (CUB's `load_store_type` returns `::cuda::std::int32_t{}`).
namespace lib {
typedef int i32;
namespace detail {
typedef unsigned char byte;
typedef double real;
}  // namespace detail
}  // namespace lib

__host__ __device__ auto zero() { return lib::i32{}; }

__host__ __device__ long long run() {
    lib::i32 a = lib::i32(7) + lib::i32{5};
    lib::detail::byte b = lib::detail::byte{} + lib::detail::byte(300);
    double r = lib::detail::real() + ::lib::detail::real{2.5};
    return a * 10000 + b * 10 + (long long)(r * 2) + zero() + lib::i32();
}
