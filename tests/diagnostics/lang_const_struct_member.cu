// expect: error 6:5: expression must be a modifiable lvalue
// assigning to a member of a const struct
struct P { int x; };
__global__ void k(int* out) {
    const P p = {1};
    p.x = 2;
    out[0] = p.x;
}
