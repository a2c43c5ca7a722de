// The type table: one parameter per frontend type of a non-inlined device
// function (enumerations as locals); tests/types.rs checks the IR type each becomes (--emit=irgen).
enum Small : unsigned char { S0, S1 };
enum Plain { P0, P1 = 1000 };
struct Rec { char c; double d; int i; };
union Un { char bytes[6]; int word; short half; };
typedef int (*Fn)(int);
__device__ __noinline__ long long table(bool b, char c, signed char sc, unsigned char uc, short s, unsigned short us,
                                        int i, unsigned u, long l, unsigned long ul, long long ll,
                                        unsigned long long ull, float f, double d, int* p, const volatile float* cvp,
                                        Rec r, Un un, Fn fn, int*& ref) {
  int arr[3] = {i, (int)u, (int)l};
  Rec copy = r;
  Small e = S1;
  Plain pe = P1;
  return b + c + sc + uc + s + us + i + u + l + ul + ll + ull + (long long)f + (long long)d + *p + (long long)*cvp +
         e + pe + copy.i + un.word + arr[1] + ref[2] + (fn != 0);
}
__global__ void use(long long* out, Rec r, Un un, int* p, float* q) {
  int three[3] = {1, 2, 3};
  int* pt = three;
  out[0] = table(true, 'a', -2, 200, -3, 60000, -4, 5u, -6l, 7ul, -8ll, 9ull, 1.5f, 2.5, p, q, r, un, 0, pt);
}
