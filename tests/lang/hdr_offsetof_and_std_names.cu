// offsetof from <cstddef> (nested members and array elements) and the std:: names of <cstdint>
#include <cstddef>
#include <cstdint>

struct Inner { char tag; double values[3]; };
struct Outer { int id; Inner items[2]; short tail; };

__host__ __device__ long long run() {
    long long s = offsetof(Outer, id);
    s = s * 100 + offsetof(Outer, items);
    s = s * 100 + offsetof(Outer, items[1].values[2]);
    s = s * 100 + offsetof(Outer, tail);
    s = s * 100 + offsetof(Inner, values[1]);
    std::uint8_t small = 250;
    small += 10;
    std::int16_t half = -3;
    std::uint64_t big = UINT32_MAX;
    big += 1;
    std::size_t n = sizeof(std::int64_t) + sizeof(std::uintptr_t);
    s = s * 1000 + small;
    s = s * 10 + half + 5;
    s = s * 100 + (long long)(big >> 30);
    s = s * 100 + (long long)n;
    return s;
}
