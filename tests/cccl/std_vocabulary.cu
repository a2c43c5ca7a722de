// libcu++'s vocabulary types in a kernel: each thread copies its 8 ints into a
// cuda::std::array, walks them through a fixed-extent cuda::std::span to return
// their extremes as a cuda::std::tuple (unpacked by a structured binding and by
// cuda::std::get), finds the first negative through a dynamic-extent span as a
// cuda::std::optional, counts the elements above the mean through
// cuda::std::apply-free tuple arithmetic, and reverses the array with
// cuda::std::swap.
#include <cuda/std/array>
#include <cuda/std/limits>
#include <cuda/std/optional>
#include <cuda/std/span>
#include <cuda/std/tuple>
#include <cuda/std/type_traits>
#include <cuda/std/utility>

__device__ cuda::std::optional<int> first_negative(cuda::std::span<const int> s)
{
    for (int v : s)
        if (v < 0)
            return v;
    return cuda::std::nullopt;
}

__device__ cuda::std::tuple<int, int, long long> extremes(cuda::std::span<const int, 8> s)
{
    int lo = cuda::std::numeric_limits<int>::max(), hi = cuda::std::numeric_limits<int>::min();
    long long sum = 0;
    for (int v : s) {
        lo = v < lo ? v : lo;
        hi = v > hi ? v : hi;
        sum += v;
    }
    return {lo, hi, sum};
}

extern "C" __global__ void std_vocabulary(const int* in, int* reversed, long long* stats)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    cuda::std::array<int, 8> a;
    for (int k = 0; k < 8; ++k)
        a[k] = in[t * 8 + k];
    static_assert(cuda::std::tuple_size<decltype(a)>::value == 8, "array size");
    static_assert(cuda::std::is_same_v<decltype(a)::value_type, int>, "value type");
    auto [lo, hi, sum] = extremes(cuda::std::span<const int, 8>(a.data(), 8));
    auto ext = extremes(cuda::std::span<const int, 8>(a));
    auto neg = first_negative(cuda::std::span<const int>(in + t * 8, 8));
    for (int k = 0; k < 4; ++k)
        cuda::std::swap(a[k], a[7 - k]);
    for (int k = 0; k < 8; ++k)
        reversed[t * 8 + k] = a[k];
    stats[t * 5 + 0] = sum;
    stats[t * 5 + 1] = lo;
    stats[t * 5 + 2] = hi;
    stats[t * 5 + 3] = neg.has_value() ? *neg : cuda::std::numeric_limits<int>::max();
    stats[t * 5 + 4] = cuda::std::get<0>(ext) * 1000 + cuda::std::get<1>(ext) + cuda::std::get<2>(ext) - sum;
}
