// A kernel declared after a class definition in the same declaration is device
// code: its errors are reported, never set aside as a host declaration's
// (ptxc emitted this kernel without a word).
// expect: error 6:35: a __global__ function must have a void return type
// expect: warning 6:54: missing return statement at end of non-void function "gk"
struct S2 { long f3; } __global__ gk(unsigned *in) { }
