// expect: error 13:8: invalid alignment value specified by attribute
// expect: error 14:16: invalid alignment value specified by attribute
// expect: error 15:31: invalid alignment value specified by attribute
// expect: error 16:16: invalid argument to attribute "alignas"
// expect: error 17:16: expression must have a constant value
// expect: warning 18:27: a reduction in alignment without the "packed" attribute is ignored
// expect: warning 19:8: a reduction in alignment without the "packed" attribute is ignored
// expect: error 21:13: invalid alignment value specified by attribute
// alignments must be powers of two (nvcc's messages; a negative one is an
// invalid argument; asking for less than the natural alignment is ignored
// with nvcc's warning). Through __align__, the position is the macro's.
int g;
struct __align__(12) A { int x; };
struct alignas(6) B { int x; };
struct __attribute__((aligned(3))) C { int x; };
struct alignas(-4) D { int x; };
struct E { int __align__(g) z; };
struct F { alignas(2) int z; };
struct alignas(2) G { int z; };
__global__ void k(int* o) {
    alignas(0x30) int v = 1;
    o[0] = v + sizeof(A) + sizeof(B) + sizeof(C) + sizeof(D) + sizeof(E) + sizeof(F) + sizeof(G);
}
