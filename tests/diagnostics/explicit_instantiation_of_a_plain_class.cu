// expect: error 5:10: class "Counter" is not an entity that can be instantiated
// An explicit instantiation names a class template's instance (`template struct
// Counter<int>;`); a class that is no template's is nvcc's error.
struct Counter { int n; };
template struct Counter;
__global__ void count(Counter* c) { c->n += 1; }
