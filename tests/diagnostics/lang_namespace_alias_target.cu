// expect: error 5:15: name must be a namespace name
// expect: error 6:18: name must be a namespace name
// a namespace alias must name a namespace
namespace a { __device__ int v; }
namespace x = nope;
namespace y = a::v;
__global__ void k(int* o) { o[0] = 1; }
