// expect: error 17:26: too few arguments in function call
// expect: error 20:14: identifier "nope" is undefined
// an erroneous element of a brace list stands for the whole member it initializes:
// brace elision does not enter the member's class for it, so the elements after it
// keep their places and report nothing (CUB's RadixSortPolicy{..., scan, downsweep, ...};
// nvcc elides into `In` and reports a follow-on conversion error for each list)
struct In {
    int a, b;
};
struct Pol {
    int alg;
    In scan, down, up;
};
__device__ int f(int a, int b);
__device__ In mk(int a);
__device__ int g() {
    const auto scan = f(1);
    const auto down = mk(2);
    Pol p{1, scan, down, down};
    Pol q{2, nope, down, down};
    return p.up.a + q.up.b;
}
