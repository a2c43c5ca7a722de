// expect: error 7:14: identifier "undefined_a" is undefined
// expect: error 9:5: expression must have class type but it has type "int"
// expect: error 10:14: identifier "undefined_b" is undefined
// expect: error 11:5: a break statement may only be used within a loop or switch
// several independent errors are all reported in one run, without follow-on noise
__global__ void k(int* out) {
    out[0] = undefined_a;
    int x = 1;
    x.y = 2;
    out[1] = undefined_b + 1;
    break;
}
