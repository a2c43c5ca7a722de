// expect: error 5:42: initial value of reference to non-const must be an lvalue
// expect: error 6:42: cannot deduce "auto" type
// a deduced reference result binds an lvalue, a deduced pointer result needs a pointer
// (nvcc's texts and positions)
__device__ auto& bad_ref(int x) { return x + 1; }
__device__ auto* bad_ptr(int x) { return x; }
__device__ int use(int* p) { return bad_ref(p[0]) + *bad_ptr(p[1]); }
