// expect: error 6:1: expected a "{"
// An out-of-class member of a class template cut short by the end of the file.
__global__ void k(int *p) { *p = 1; }
template <class T> struct R { int f(); };
template <class T> int R<T>::f()
