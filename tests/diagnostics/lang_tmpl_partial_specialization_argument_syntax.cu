// expect: error 7:36: expected an expression
// expect: error 8:41: expected an expression
// A syntax error in a partial specialization's argument computed from its parameters
// is reported (such an argument is otherwise read per instance), each one in one run.
template <int A, int B> struct V {};
template <class T> struct R { static const int x = 0; };
template <int N> struct R<V<N, N + >> { static const int x = 1; };
template <int N> struct R<V<N, (N * 2 - )>> { static const int x = 2; };
__global__ void k(int *o) { o[0] = R<V<3, 6>>::x; }
