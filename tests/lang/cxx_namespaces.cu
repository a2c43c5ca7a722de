// nested and reopened namespaces, qualified names and using-declarations
namespace util {
__host__ __device__ int sq(int x) { return x * x; }
namespace inner {
__host__ __device__ int cube(int x) { return x * x * x; }
}
}

namespace util {
__host__ __device__ int quad(int x) { return sq(sq(x)); }
}

namespace a::b {
__host__ __device__ int five() { return 5; }
}

__host__ __device__ long long run() {
    using util::inner::cube;
    long long s = util::sq(3);
    s = s * 100 + cube(3);
    s = s * 1000 + util::quad(3);
    s = s * 10 + a::b::five();
    return s;
}
