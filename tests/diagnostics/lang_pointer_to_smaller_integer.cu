// expect: warning 8:14: conversion from pointer to smaller integer
// expect: warning 8:23: conversion from pointer to smaller integer
// expect: warning 9:14: conversion from pointer to smaller integer
// expect: error 10:13: a value of type "int *" cannot be used to initialize an entity of type "int"
// a cast keeps the low bits of a pointer with nvcc's warning (#767-D); only an
// implicit conversion is an error
__global__ void k(int* p, long long* out) {
    out[0] = (int)p + (unsigned short)p + (long)p + (bool)p;
    out[1] = reinterpret_cast<unsigned>(nullptr);
    int n = p;
    out[2] = n;
}
