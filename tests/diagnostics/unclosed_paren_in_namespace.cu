// expect: error 7:1: expected a ")"
// An out-of-class member of a class template inside a namespace, with an unclosed `(`:
// the namespace's `}` closes the `(` instead. One error, at that `}` (the skip of the
// definition ran to the end of the file, whose errors there only repeat it).
namespace ns {
template <class T> struct R { int f(); }; template <class T> int R<T>::f( { return 1; }
}
__global__ void k(int *p) { *p = 1; }
