// expect: error 7:14: no operator "+" matches these operands (operand types are: "E" + "int")
// expect: error 8:9: expression must have bool type (or be convertible to bool)
// expect: error 9:14: identifier "A" is undefined
// a scoped enumeration has no arithmetic, no conversion to bool, and its enumerators must be qualified
enum class E { A, B };
__global__ void k(int* out, E e) {
    out[0] = e + 1;
    if (e) out[1] = 0;
    out[2] = A == 0;
}
