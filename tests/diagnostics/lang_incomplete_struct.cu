// expect: error 5:9: incomplete type "Fwd" is not allowed
// a variable of a type that is only declared
struct Fwd;
__global__ void k(int* out) {
    Fwd f;
    out[0] = 1;
}
