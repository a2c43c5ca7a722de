// expect: error 7:39: only one member of a union may be specified in a constructor initializer list
// A union's constructor initializes one member ([class.base.init]/9): naming a second
// is nvcc's error, at the second
union Word {
    int bits;
    float value;
    __device__ Word(int b) : bits(b), value(0.0f) {}
};
__global__ void k(int* p) { Word w(p[0]); p[1] = w.bits; }
