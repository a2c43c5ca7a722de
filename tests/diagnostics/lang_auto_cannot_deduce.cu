// expect: error 7:5: cannot deduce "auto" type
// expect: error 8:5: "auto" type cannot appear in top-level array type
// expect: error 9:18: this range-based "for" statement requires a suitable "begin" function and none was found
// expect: error 9:18: this range-based "for" statement requires a suitable "end" function and none was found
// auto* needs a pointer initializer; ranges need begin()/end()
__global__ void k(int* out, int n) {
    auto* p = n;
    auto b[2] = {1, 2};
    for (int x : out) n += x;
    out[0] = n;
}
