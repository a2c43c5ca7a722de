// expect: error 7:5: identifier "Vec3" is undefined
// expect: error 11:5: identifier "Mat" is undefined
// A local declared with an unknown type name is reported once; the variable
// then has the error type, so its uses (and later uses of the same name in
// the block) add no follow-on errors, as with nvcc.
__global__ void k(float* x) {
    Vec3 v;
    v.x = 1;
    v.y = x[0];
    Vec3 w = v;
    Mat m[4], n = {1, 2};
    x[1] = m[0].a + n.b + w.z;
}
