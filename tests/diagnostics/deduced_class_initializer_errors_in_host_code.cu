// expect: error 14:14: expression must have class type but it has type "int"
// expect: error 24:14: expression must have class type but it has type "long"
// expect: note 28:13: in the instantiation of "boxed<long>" required here
// expect: error 29:12: identifier "b" is undefined
// The initializer of a declaration whose class template arguments are deduced
// (`Box b = boxed(x);`) is read once to learn its type; an error it meets, here in the
// body of the `__host__ __device__` function template instance it makes, is reported
// then: that read is the only one (there was an internal compiler error for the body it
// left unfinished, in host code as CUTLASS's `TiledCopy c = make_tiled_copy(...)`).
// The instance's error stands in host code too, as it does with `auto b = boxed(x);`.
template <class T> struct Box { T v; };
template <class T>
__host__ __device__ auto make_box(T x) {
    auto r = x.missing();
    return Box<T>{r};
}
void host_use(int x) {
    Box b = make_box(x);
    (void)b;
}

template <class T>
__host__ __device__ auto boxed(T x) {
    auto r = x.missing();
    return Box<T>{r};
}
__device__ long device_use(long x) {
    Box b = boxed(x);
    return b.v;
}
