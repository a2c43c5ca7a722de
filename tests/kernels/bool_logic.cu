// bool values: conversion from int, !, logical operators, bool arithmetic.
// grid: 1
// block: 64
// buf: in i32 64 rand:23
// buf: out i32 64
// arg: in
// arg: out
// check: out
__global__ void bool_logic(const int* in, int* out)
{
    int i = threadIdx.x;
    int v = in[i];
    bool a = v & 16;
    bool b = !(v & 3);
    bool c = (v > 0) != a;
    bool d = a && !b || c;
    int n = a + b + c + d;
    out[i] = n * 16 + (int)(a ^ c) * 4 + (bool)(v & 0x100) * 2 + !d;
}
