// expect: error 6:16: class "P" has no member "z"
// a struct has no member with that name
struct P { int x, y; };
__global__ void k(int* out) {
    P p = {1, 2};
    out[0] = p.z;
}
