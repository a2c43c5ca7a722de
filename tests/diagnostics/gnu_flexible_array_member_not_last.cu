// expect: error 5:23: incomplete type "int []" is not allowed
// A flexible array member must be a record's last data member (nvcc's text; a
// GNU zero-length array `int z[0];` may stand anywhere, issue 42).
struct Fine { int z[0]; int n; float f[]; };
struct F { int n; int d[]; int m; };
__device__ int size() { return sizeof(Fine) + sizeof(F); }
