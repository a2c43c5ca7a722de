// expect: error 5:16: a type qualifier is not allowed on a nonmember function
// expect: error 7:77: the object has type qualifiers that are not compatible with the member function "S::get"
struct S { int x; __device__ int get() { return x; } };

__device__ int f() volatile { return 1; }

__global__ void k(int* out) { volatile S b; b.x = 1; out[0] = f(); out[1] = b.get(); }
