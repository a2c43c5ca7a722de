// expect: error 5:14: a value of type "std::nullptr_t" cannot be used to initialize an entity of type "bool"
// Only direct-initialization converts std::nullptr_t to bool ([conv.bool]):
// `bool b(nullptr)` is false, `bool b = nullptr` is an error (nvcc's words).
__device__ bool f() {
    bool b = nullptr;
    bool ok(nullptr);
    return b || ok;
}
__global__ void k(bool *o) { o[0] = f(); }
