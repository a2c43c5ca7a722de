// <cstring> and <cmath> in device code: memcpy/memset (also with a runtime
// length), the std:: math names and overloads, and the M_ constants.
#include <cmath>
#include <cstring>

struct Packet {
    short kind;
    int values[6];
    double scale;
};

__host__ __device__ long long run() {
    Packet a;
    memset(&a, 0, sizeof a);
    a.kind = 3;
    for (int i = 0; i < 6; ++i) a.values[i] = i * i - 7;
    a.scale = M_PI;
    Packet b;
    memcpy(&b, &a, sizeof(Packet));
    unsigned char bytes[32];
    int used = b.kind * 5 + 1;                 // a length only known at run time
    memset(bytes, 0x5A, sizeof bytes);
    memset(bytes, 0x81, used);
    unsigned char copy[32];
    std::memcpy(copy, bytes, used + 4);
    long long sum = 0;
    for (int i = 0; i < used + 4; ++i) sum += copy[i];
    for (int i = 0; i < 6; ++i) sum += std::abs(b.values[i]) * (i + 1);
    float f = -2.25f;
    double s = std::sqrt(b.scale) + std::abs(f) + std::fabs(-0.5) + std::floor(2.75f) + std::pow(2.0, 10.0);
    bool flags = std::isnan(std::sqrt(-1.0)) && std::isinf(HUGE_VAL) && !std::isfinite(INFINITY) &&
                 std::signbit(-0.0f) && std::isnan(NAN);
    return sum * 1000 + (long long)(s * 1000.0) + (flags ? 7 : 0) + (long long)(M_SQRT2 * 100);
}
