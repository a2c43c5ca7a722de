// expect: error 6:14: expression must have pointer-to-class type but it has type "P"
// -> on a struct value instead of a pointer
struct P { int x; };
__global__ void k(int* out) {
    P p = {1};
    out[0] = p->x;
}
