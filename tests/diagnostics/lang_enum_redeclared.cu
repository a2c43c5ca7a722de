// expect: error 4:14: "RED" has already been declared in the current scope
// an enumerator that reuses the name of a variable in the same scope
int RED = 1;
enum Color { RED, GREEN };
__global__ void k(int* out) { out[0] = GREEN; }
