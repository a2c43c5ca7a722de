// typedef'd enums, enums with negative values and an explicit underlying type
typedef enum { LOW = -5, MID = 0, HIGH = 5 } Level;
enum Flags : unsigned short { F_A = 1, F_B = 2, F_C = 4, F_ALL = F_A | F_B | F_C };
enum Big : long long { HUGE_VAL_E = 1LL << 40 };

__host__ __device__ long long run() {
    Level l = LOW;
    long long s = l;
    s = s * 10 + HIGH;
    unsigned short f = F_A | F_C;
    s = s * 10 + f;
    s = s * 10 + (f & F_B ? 1 : 0);
    s = s * 10 + F_ALL;
    s += HUGE_VAL_E >> 30;
    s = s * 10 + sizeof(Flags);
    s = s * 10 + sizeof(Big);
    return s;
}
