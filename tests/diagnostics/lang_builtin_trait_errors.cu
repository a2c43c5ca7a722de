// expect: error 6:29: wrong number of arguments for type trait "__is_same"
// expect: error 7:22: __underlying_type only applies to enum types
// expect: error 8:29: too few arguments in function call
// a value trait with one type, __underlying_type of a non-enumeration, a
// __builtin_expect without its expected value
__device__ int f() { return __is_same(int); }
__device__ int g() { __underlying_type(int) x = 0; return x; }
__device__ int h() { return __builtin_expect(1); }
