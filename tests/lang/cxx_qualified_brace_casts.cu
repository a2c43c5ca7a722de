// `ns::T{v}` for a scalar type named through a namespace (as CCCL writes
// `(~::cuda::std::uintptr_t{0})`): the value converted to that type, as `ns::T(v)`.
namespace lib { typedef unsigned long long word; typedef short half_word; namespace inner { typedef char byte; } }
__host__ __device__ long long run() {
  unsigned long long all = ~lib::word{0};
  long long r = (long long)(all >> 40);
  r = r * 100 + lib::half_word{-7} + (int)::lib::inner::byte{'A'};
  r = r * 1000 + (long long)(lib::word{5} - lib::word(2));
  return r;
}
