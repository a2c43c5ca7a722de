// expect: error 9:14: operand types are incompatible ("const long **" and "int **")
// expect: error 10:15: operand types are incompatible ("const long **" and "int **")
// expect: error 11:14: operand types are incompatible ("void **" and "int **")
// expect: error 12:14: operand types are incompatible ("std::nullptr_t" and "int")
// expect: error 13:13: a value of type "std::nullptr_t" cannot be used to initialize an entity of type "int"
// pointers that are not similar have no composite pointer type (only the first
// level may differ, towards void or a base class); std::nullptr_t is no integer
__global__ void k(const long** cl, int** ii, void** vv, int c, int* out) {
    out[0] = cl == ii;
    out[1] = (c ? cl : ii) != 0;
    out[2] = vv == ii;
    out[3] = c ? nullptr : 1;
    int n = nullptr;
    out[4] = n;
}
