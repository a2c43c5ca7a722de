// expect: error 6:5: this operation on an enumerated type requires an applicable user-defined operator function
// the int result of ++ does not convert back to the enumeration
enum Color { RED, GREEN };
__global__ void k(int* out) {
    Color c = RED;
    c++;
    out[0] = c;
}
