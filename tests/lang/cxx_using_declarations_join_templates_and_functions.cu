// A using-declaration adds what it names to the overload set of the scope it is in
// ([namespace.udecl]/1): it never replaces what that scope already declares. Here a
// namespace with ordinary `mag` overloads brings in a nested namespace's `mag`
// function template (for its own vector type), as a library adds overloads for a new
// type to an existing function; calls with plain numbers must still find the ordinary
// functions, and calls with the vector the template. Also the reverse (a template set
// first, then ordinary functions brought in) and two template sets merged.

namespace lib {
__host__ __device__ inline int mag(int x) { return x < 0 ? -x : x; }
__host__ __device__ inline double mag(double x) { return x < 0 ? -x : x; }

namespace vec {
template <class T>
struct V2 {
    T x, y;
};
template <class T>
__host__ __device__ T mag(const V2<T>& v) {
    return (v.x < 0 ? -v.x : v.x) + (v.y < 0 ? -v.y : v.y);
}
}  // namespace vec

using vec::mag;

namespace other {
__host__ __device__ inline long twice(long x) { return 2 * x; }
template <class T>
__host__ __device__ T twice(T* p) { return *p * 2; }
}  // namespace other

template <class T>
__host__ __device__ T twice(T x, T y) { return x + y; }
using other::twice;

namespace scale {
template <class T>
__host__ __device__ T tenfold(T x) { return x * 10; }
}  // namespace scale
namespace shift {
template <class T>
__host__ __device__ T tenfold(T x, int by) { return x + by * 10; }
}  // namespace shift
using scale::tenfold;
using shift::tenfold;
}  // namespace lib

__host__ __device__ long long run() {
    lib::vec::V2<int> v{-3, 4};
    int a = lib::mag(-7);
    double b = lib::mag(-2.5);
    int c = lib::mag(v);
    int seven = 7;
    long d = lib::twice(21L);
    int e = lib::twice(&seven);
    int f = lib::twice(3, 4);
    int g = lib::tenfold(5);
    int h = lib::tenfold(5, 2);
    return a + (long long)(b * 10) + c * 100 + d * 1000 + e * 100000 + f * 10000000LL +
           g * 1000000000LL + h * 100000000000LL;
}
