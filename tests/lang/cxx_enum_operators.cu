// user-defined operators taking enumerations: bit-flag operators on a scoped
// enumeration (|, &, ~, |=), prefix and postfix ++ on an unscoped one, and an
// opaque enumeration declaration completed later, and shift-assignments on
// a byte-like enumeration (as cuda::std::byte declares them)
enum class Flags : unsigned { None = 0, A = 1, B = 2, C = 4 };

__host__ __device__ Flags operator|(Flags a, Flags b) { return Flags(unsigned(a) | unsigned(b)); }
__host__ __device__ Flags operator&(Flags a, Flags b) { return Flags(unsigned(a) & unsigned(b)); }
__host__ __device__ Flags operator~(Flags a) { return Flags(~unsigned(a) & 7u); }
__host__ __device__ Flags& operator|=(Flags& a, Flags b) {
    a = a | b;
    return a;
}
enum class Byte : unsigned char {};
__host__ __device__ Byte& operator<<=(Byte& b, int n) { return b = Byte((unsigned char)(unsigned(b) << n)); }
__host__ __device__ Byte& operator>>=(Byte& b, int n) { return b = Byte(unsigned(b) >> n); }
__host__ __device__ bool any(Flags f) { return f != Flags::None; }

enum Day { MON, TUE, WED, THU, FRI };
__host__ __device__ Day& operator++(Day& d) {
    d = d == FRI ? MON : Day(d + 1);
    return d;
}
__host__ __device__ Day operator++(Day& d, int) {
    Day old = d;
    ++d;
    return old;
}
__host__ __device__ int operator-(Day a, Day b) { return 10 * (int(a) - int(b)); }

enum class Level : short;  // opaque: complete, enumerators come later
__host__ __device__ int weight(Level l);
enum class Level : short { Low = 3, High = 9 };
__host__ __device__ int weight(Level l) { return int(l) * 2; }

__host__ __device__ long long run() {
    Flags f = Flags::A | Flags::C;
    long long s = unsigned(f);
    s = s * 10 + any(f & Flags::B);
    s = s * 10 + any(f & Flags::C);
    s = s * 10 + unsigned(~f);
    f |= Flags::B;
    s = s * 10 + unsigned(f);
    Day d = THU;
    ++d;
    s = s * 10 + d;
    Day before = d++;
    s = s * 10 + before;
    s = s * 10 + d;
    s = s * 100 + (FRI - TUE);
    s = s * 100 + weight(Level::High) + sizeof(Level);
    Byte by = Byte{0x5b};
    by <<= 3;
    s = s * 1000 + unsigned(by);
    by >>= 2;
    s = s * 100 + unsigned(by);
    return s;
}
