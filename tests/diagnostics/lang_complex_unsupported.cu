// expect: error 9:25: complex types (_Complex) are not supported by ptxc yet
// expect: error 10:12: complex types (_Complex) are not supported by ptxc yet
// expect: error 11:12: complex types (_Complex) are not supported by ptxc yet
// C99 complex types (issue 17): nvcc accepts float _Complex declarations,
// copies and __real__/__imag__ in device code but rejects or drops most of
// their arithmetic ("cannot use an entity undefined in device code" for a
// complex times a scalar; an empty body for complex + complex); ptxc reports
// each use once (specs/language.md, "Not yet supported")
__global__ void k(float _Complex* b, float* r) {
    r[0] = __real__ b[1];
    r[1] = __imag__ b[1];
}
