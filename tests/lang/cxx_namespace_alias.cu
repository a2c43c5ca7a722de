// namespace aliases at namespace and block scope, of nested namespaces and of aliases
namespace outer {
namespace inner {
__host__ __device__ int twice(int v) { return 2 * v; }
const int base = 40;
namespace deep { __host__ __device__ int thrice(int v) { return 3 * v; } }
}
}
namespace oi = outer::inner;
namespace od = oi::deep;          // an alias of a namespace named through an alias
namespace oi = outer::inner;      // redeclaring an alias of the same namespace is fine

__host__ __device__ long long run() {
    namespace local = ::outer::inner::deep;
    long long s = oi::twice(oi::base);   // 80
    s = s * 1000 + od::thrice(7);         // 21
    s = s * 1000 + local::thrice(oi::twice(1));
    return s;
}
