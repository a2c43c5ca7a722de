// expect: error 5:15: a value of type "int" cannot be used to initialize an entity of type "Color"
// nothing converts implicitly to an enumeration but the enumeration itself
enum Color { RED, GREEN };
__global__ void k(int* out) {
    Color c = 1;
    out[0] = c;
}
