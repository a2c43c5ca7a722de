// expect: error 4:17: cannot deduce "auto" type (initializer required)
// expect: error 5:40: cannot deduce "auto" type (initializer required)
// `auto` variables with static storage need an initializer as local ones do
__device__ auto h;
__device__ int f() { static const auto k; return 1; }
__device__ auto fine = 2;
