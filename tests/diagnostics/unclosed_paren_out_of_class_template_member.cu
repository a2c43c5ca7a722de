// expect: error 5:31: unclosed "(": expected a ")" before the end of the file
// An out-of-class member definition of a class template is set aside unparsed until an
// instance needs it: its unclosed `(` must not swallow the kernel after it silently.
template <class T> struct R { int f(); };
template <class T> int R<T>::f( { return 1; }
__global__ void k(int *p) { *p = 1; }
