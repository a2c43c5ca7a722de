// enumerations are distinct types: overloads and templates tell them from int,
// while they convert and promote like their underlying type
enum Color { RED, GREEN = 5, BLUE };
namespace ns { enum Mode : unsigned char { A = 250, B }; }
typedef enum { SMALL = -1, BIG = 3 } Size;

__device__ __noinline__ int pick(int v) { return 1000 + v; }
__device__ __noinline__ int pick(Color c) { return 2000 + c; }
__device__ __noinline__ int pick(ns::Mode m) { return 3000 + m; }

template <typename T> struct Tag { static const int v = 1; };
template <> struct Tag<Color> { static const int v = 2; };
template <typename T> __host__ __device__ int tag(T) { return Tag<T>::v; } // T deduced as Color

__host__ __device__ long long run() {
    unsigned long long s = 0; // a hash of every result (wraps, as unsigned must)
    Color c = BLUE;
    s = s * 1000003 + pick(c);          // exact match: pick(Color)
    s = s * 1000003 + pick(RED);        // enumerators have the enumeration's type
    s = s * 1000003 + pick(c + 1);      // c + 1 is int
    s = s * 1000003 + pick(ns::B);      // 3251
    ns::Mode m = ns::A;
    int promoted = m + m;             // unsigned char underlying: promotes to int, 500
    s = s * 1000003 + promoted;
    Size z = SMALL;
    s = s * 1000003 + (z < 0) + (c > GREEN);
    s = s * 1000003 + tag(c) * 10 + tag(1);
    s = s * 1000003 + sizeof(ns::Mode) + sizeof(Color);
    Color d = c;
    d = GREEN;
    s = s * 1000003 + d + (int)c;
    return (long long)(s >> 1);
}
