// expect: error 13:5: no operator "/=" matches these operands (operand types are: "int" /= "Plain")
// expect: error 14:5: no operator "+=" matches these operands (operand types are: "int" += "Explicit")
// The built-in compound assignment takes a class operand only through a conversion
// function that is not explicit
struct Plain {
    int d;
};
struct Explicit {
    __device__ explicit operator int() const { return 3; }
};
__device__ int f(Plain p, Explicit e) {
    int x = 100;
    x /= p;
    x += e;
    return x;
}
