// A using-declaration adds the functions it names to the overload set of the scope it
// stands in ([namespace.udecl]): `m(1.5)` still calls `::m(double)` after
// `using later::m;`, and `m(1)` the better `later::m(int)`.
__host__ __device__ int m(double) { return 1000; }
namespace later {
__host__ __device__ int m(int) { return 2000; }
} // namespace later
using later::m;

__host__ __device__ long long run()
{
    using later::m;
    return m(1.5) * 10 + m(1) + ::m(2.5) * 100000;
}
