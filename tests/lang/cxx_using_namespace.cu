// using-directives and anonymous namespaces
namespace math {
__host__ __device__ int twice(int x) { return 2 * x; }
const int K = 11;
}

namespace {
__host__ __device__ int hidden(int x) { return x + 100; }
}

using namespace math;

__host__ __device__ long long run() {
    long long s = twice(K);
    s = s * 1000 + hidden(3);
    s = s * 100 + math::twice(::hidden(0) / 10);
    return s;
}
