// expect: error 5:13: a value of type "E" cannot be used to initialize an entity of type "int"
// a scoped enumeration converts to an integer only by an explicit cast
enum class E : short { A, B = 5 };
__global__ void k(int* out) {
    int x = E::A;
    out[0] = x;
}
