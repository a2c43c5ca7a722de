// expect: error 10:19: initializers of variables with static storage whose type has both bit-fields and pointers are not supported yet
// An object with bit-fields is initialized as its bytes, which cannot hold an
// address; the same record without the pointer is fine.
__device__ int target;
struct Tagged {
    unsigned kind : 4;
    int* where;
};
struct Plain { unsigned kind : 4, size : 12; };
__device__ Tagged g_tagged = {3, &target};
__device__ Plain g_plain = {3, 100};
__global__ void k(int* o) { o[0] = g_plain.size + g_tagged.kind; }
