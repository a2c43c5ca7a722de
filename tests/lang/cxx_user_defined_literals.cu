// User-defined literals on numbers: cooked integer (unsigned long long) and
// floating (long double, double in device code) literal operators, a raw one
// (const char*: the digits as written), constexpr ones in constant
// expressions, suffixes written with and without a space after "".
struct Meters { double v; };

__host__ __device__ constexpr unsigned long long operator""_kb(unsigned long long v) { return v * 1024; }
__host__ __device__ constexpr Meters operator"" _km(long double v) { return Meters{(double)v * 1000}; }
__host__ __device__ constexpr Meters operator""_km(unsigned long long v) { return Meters{(double)v * 1000}; }
__host__ __device__ int operator""_digits(const char* s) {
    int n = 0;
    while (s[n])
        ++n;
    return n;
}

static_assert(3_kb == 3072, "constexpr literal operator");

__host__ __device__ long long run() {
    long long r = 2_kb;                        // 2048
    r += (long long)(1.5_km).v;                // 1500
    r += (long long)(2_km).v;                  // 2000: the integer form is chosen
    r += 12345_digits * 100;                   // 5 digits
    r += 0x1F_digits;                          // "0x1F": 4 characters
    int arr[1_kb / 512] = {7, 8};
    return r * 10 + arr[1];
}
