// expect: error 5:38: identifier "b" is undefined
// expect: error 6:38: expression must have class type but it has type "int"
// A trailing return type sees the function's own parameters, and only those
// (nvcc's messages).
__device__ auto f(int a) -> decltype(b + a) { return a; }
__device__ auto g(int a) -> decltype(a.x) { return a; }
