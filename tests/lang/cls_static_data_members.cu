// static data members of any literal type: `static constexpr` floats, arrays and
// aggregates with in-class initializers, a `static const double` declared in the class
// and defined outside it, members of a class in a namespace, a redundant C++17
// redeclaration `constexpr float Coeffs::scale;`; used as S::m, unqualified inside member
// functions, and as operands of arithmetic
struct Pair { float a, b; };

struct Coeffs {
    static constexpr float scale = 2.5f;
    static constexpr double tiny = 0.125;
    static constexpr Pair origin = {1.5f, -4.0f};
    static constexpr int taps[4] = {1, 3, 3, 1};
    static const double offset;
    static const int N = 4;
    float bias;
    __host__ __device__ float apply(float x) const {
        return x * scale + bias + (float)offset + taps[1] + origin.a;
    }
};
const double Coeffs::offset = 0.75;
constexpr float Coeffs::scale;

namespace geo {
struct Unit {
    static constexpr long long mm_per_m = 1000;
    static const float half;
};
const float Unit::half = 0.5f;
}

__host__ __device__ long long run() {
    Coeffs c;
    c.bias = 0.25f;
    float sum = Coeffs::taps[0] + Coeffs::taps[1] + Coeffs::taps[2] + Coeffs::taps[3];
    float v = c.apply(2.0f);                 // 5 + 0.25 + 0.75 + 3 + 1.5 = 10.5
    double t = Coeffs::tiny * Coeffs::N;     // 0.5
    float o = Coeffs::origin.a * Coeffs::origin.b; // -6
    long long mm = geo::Unit::mm_per_m * 3;
    return (long long)(v * 100) + (long long)(sum * 10000) + (long long)(t * 8) * 1000000 +
           (long long)o * 10000000 + mm * 100000000 + (long long)(geo::Unit::half * 4);
}
