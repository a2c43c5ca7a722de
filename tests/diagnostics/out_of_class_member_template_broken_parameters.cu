// expect: error 16:45: expected a type specifier
// expect: error 17:39: expected a type specifier
// expect: error 22:67: expected a type specifier
// expect: note 27:5: in the instantiation of "Box<int>" required here
// A member template defined outside its class with a broken parameter list: the
// definition is kept as tokens for its instances, and a call deduces through them in a
// diagnostics trial, so the error was never reported and the call became an internal
// compiler error (a mutation campaign's finding, issue 47). Now the definition's
// signature is read where it stands; its uses add nothing.

struct S {
    template <class U> __device__ int repeat(U);
    template <class U> __device__ S(U);
    int v;
};
template <class U> __device__ int S::repeat(<) { return 0; }
template <class U> __device__ S::S(U, +) : v(1) {}

template <class T> struct Box {
    template <class U> __device__ T repeat(U);
};
template <class T> template <class U> __device__ T Box<T>::repeat(<) { return 0; }

__global__ void k(int* o) {
    S s(1);
    o[0] = s.repeat<short>(1);
    Box<int> b;
    o[1] = b.repeat<short>(1);
}
