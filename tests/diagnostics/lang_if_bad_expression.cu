// expect: error 3:1: expected ')' in preprocessor expression
// an #if expression with an unbalanced parenthesis
#if (1 + 2
#define X 1
#endif
__global__ void k(int* out) { out[0] = 1; }
