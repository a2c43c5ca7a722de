// expect: error 10:5: identifier "Vec3" is undefined
// expect: error 14:5: identifier "Mat" is undefined
// expect: error 18:19: identifier "Foo" is undefined
// expect: error 20:12: identifier "undefined_fn" is undefined
// A local or a parameter declared with an unknown type name is reported once;
// the name then has the error type, so its uses (and later uses of the same
// name) add no follow-on errors, and the rest of the function is still
// checked.
__global__ void k(float* x) {
    Vec3 v;
    v.x = 1;
    v.y = x[0];
    Vec3 w = v;
    Mat m[4], n = {1, 2};
    x[1] = m[0].a + n.b + w.z;
}

__global__ void g(Foo* f, float* p, int n) {
    p[0] = f[n].val + f->w;
    p[1] = undefined_fn(n);
}
