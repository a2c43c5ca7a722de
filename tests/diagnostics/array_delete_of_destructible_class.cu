// `new[]`/`delete[]` of a class with a destructor is a ptxc limitation: reported in
// device code that is emitted (a kernel, a non-inline function), and not at all in
// host functions, which ptxc never emits (libcu++'s host-only
// `unique_ptr<__physical_device[]>`), nor in inline device functions nothing emitted
// calls.
struct Res {
    int* p;
    __host__ __device__ ~Res() { *p += 1; }
};
void host_only(int n) {
    Res* r = new Res[n];
    delete[] r;
}
__device__ inline void unused_inline(Res* r) { delete[] r; }
__device__ inline void used_inline(Res* r) { delete[] r; }
__device__ void emitted(Res* r) {
    delete[] r;
}
__global__ void k(Res* r) {
    used_inline(r);
    Res* s = new Res[4];
    emitted(s);
}
// expect: error 17:5: delete[] of a class with a destructor is not supported yet (the element count is not kept)
// expect: error 15:46: delete[] of a class with a destructor is not supported yet (the element count is not kept)
// expect: error 21:14: new[] of a class with a destructor is not supported yet (delete[] would need the element count)
