// expect: warning 7:29: a default bit-field initializer is a C++20 feature
// expect: warning 7:43: a default bit-field initializer is a C++20 feature
// expect: error 8:25: a member with an in-class initializer must be const
// default member initializers of bit-fields are C++20: nvcc (C++17 by default)
// accepts them with this warning, at the initializer (and other member errors
// are still reported)
struct H { unsigned a : 4 = 3; int b : 5 {-2}; };
struct F { static int n = 1; };
__global__ void k(int* o) { H h; o[0] = h.a + h.b + sizeof(F); }
