// libcu++'s vocabulary types and Thrust's sequential algorithms inside a kernel:
// each thread keeps its 8 ints in a cuda::std::array, writes their running sums with
// thrust::inclusive_scan(thrust::seq), reduces them with thrust::reduce, finds the
// extremes through a cuda::std::span into a cuda::std::tuple and checks the largest
// against thrust::max_element, finds the first negative input as a
// cuda::std::optional, and evaluates z*z + conj(z) with cuda::std::complex<float>.
#include <cuda/std/array>
#include <cuda/std/complex>
#include <cuda/std/limits>
#include <cuda/std/optional>
#include <cuda/std/span>
#include <cuda/std/tuple>
#include <cuda/std/type_traits>
#include <thrust/execution_policy.h>
#include <thrust/extrema.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>

__device__ cuda::std::optional<int> first_negative(cuda::std::span<const int> s)
{
    for (int v : s)
        if (v < 0)
            return v;
    return cuda::std::nullopt;
}

__device__ cuda::std::tuple<int, int> extremes(cuda::std::span<const int, 8> s)
{
    int lo = cuda::std::numeric_limits<int>::max(), hi = cuda::std::numeric_limits<int>::min();
    for (int v : s) {
        lo = v < lo ? v : lo;
        hi = v > hi ? v : hi;
    }
    return {lo, hi};
}

extern "C" __global__ void std_and_thrust(const int* in, int* scanned, int* stats, float* zs)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    cuda::std::array<int, 8> a;
    for (int k = 0; k < 8; ++k)
        a[k] = in[t * 8 + k];
    static_assert(cuda::std::tuple_size<decltype(a)>::value == 8, "array size");
    auto [lo, hi] = extremes(cuda::std::span<const int, 8>(a.data(), 8));
    auto neg = first_negative(cuda::std::span<const int>(in + t * 8, 8));
    cuda::std::array<int, 8> sums;
    thrust::inclusive_scan(thrust::seq, a.begin(), a.end(), sums.begin());
    int sum = thrust::reduce(thrust::seq, a.begin(), a.end(), 0);
    int largest = *thrust::max_element(thrust::seq, a.begin(), a.end());
    for (int k = 0; k < 8; ++k)
        scanned[t * 8 + k] = sums[k];
    stats[t * 4 + 0] = sum;
    stats[t * 4 + 1] = lo;
    stats[t * 4 + 2] = hi == largest ? hi : -1;
    stats[t * 4 + 3] = neg.value_or(cuda::std::numeric_limits<int>::max());
    cuda::std::complex<float> z(in[t * 8] / 4.0f, in[t * 8 + 1] / 4.0f);
    z = z * z + cuda::std::conj(z);
    zs[t * 2] = z.real();
    zs[t * 2 + 1] = z.imag();
}
