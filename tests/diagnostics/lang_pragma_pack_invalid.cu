// expect: error 7:14: invalid packing alignment value
// expect: warning 8:9: empty pack alignment stack
// expect: error 9:14: expected an integer constant
// expect: warning 10:9: expected a ")"; pragma ignored
// expect: error 11:23: invalid packing alignment value
// #pragma pack takes a power of two, push/pop and an identifier (nvcc's messages)
#pragma pack(3)
#pragma pack(pop)
#pragma pack(bar)
#pragma pack(1, 2)
#pragma pack(push, x, 6)
struct S { char c; int i; };
__global__ void k(int* o) { o[0] = sizeof(S); }
