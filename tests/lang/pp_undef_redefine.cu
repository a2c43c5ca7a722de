// #undef removes a macro; it can then be defined again differently
#define V 1
__host__ __device__ int first() { return V; }
#undef V
#define V 20
__host__ __device__ int second() { return V; }
#undef V
#ifdef V
#error V is undefined
#endif
__host__ __device__ long long run() { return first() + second(); }
