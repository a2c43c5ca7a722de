// expect: error 8:15: too few arguments in function call
// expect: error 9:20: too many arguments in function call
// expect: error 11:10: expression preceding parentheses of apparent call must have (pointer-to-) function type
// calls through a function pointer with the wrong number of arguments, and a call through a data pointer
__device__ int add(int a, int b) { return a + b; }
__device__ int f(int n) {
  int (*op)(int, int) = add;
  int x = op(n);
  int y = op(n, 2, 3);
  int* p = &n;
  return p(1) + x + y;
}
