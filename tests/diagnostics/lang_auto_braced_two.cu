// expect: error 5:11: braced initialization of a variable declared with a placeholder type but without `=` requires exactly one element inside the braces
// auto x{e} deduces from exactly one element
__global__ void k(int* out) {
    auto a{1};
    auto x{3, 4};
    out[0] = a;
}
