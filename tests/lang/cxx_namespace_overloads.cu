// overload sets per namespace; the global one is reachable with ::
__host__ __device__ int f(int) { return 1; }
namespace n {
__host__ __device__ int f(double) { return 2; }
__host__ __device__ int g() { return f(1) * 10 + ::f(1); }
}

__host__ __device__ long long run() { return n::g() * 10 + f(2.0); }
