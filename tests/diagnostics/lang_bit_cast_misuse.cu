// expect: error 10:32: the type of the second operand "double" must have the same size as "int"
// expect: error 11:32: type must be trivially copyable
// expect: error 12:29: type must be trivially copyable
// `__builtin_bit_cast` needs two trivially copyable types of one size (nvcc's
// messages, at the operand or type at fault).
struct NT { int a; __device__ NT(const NT& o) : a(o.a + 1) {} __device__ NT() {} };

__device__ int f(float x, NT n, double d) {
  int a = 0;
  a += __builtin_bit_cast(int, d);
  a += __builtin_bit_cast(int, n);
  NT c = __builtin_bit_cast(NT, x);
  return a + c.a;
}
