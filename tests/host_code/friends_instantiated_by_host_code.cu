// A host class that ptxc sets aside (a member of a type from a header it does not have)
// and a host function that takes it and instantiates a library template whose friend
// operator is declared in the library's namespace. The friend belongs to the template,
// not to the host function: device code finding it must not bring back the host class's
// error (as it did, for every ggml file calling CUB's device-wide algorithms).
#include <mpi.h>

struct context {
  MPI_Comm comm;
  int rank;
};

namespace lib {
template <class T> struct box {
  T v;
  friend __host__ __device__ bool operator==(const box& a, const box& b) { return a.v == b.v; }
};

template <class T> __global__ void same(T* p) {
  box<T> a{p[0]}, b{p[1]};
  p[2] = a == b;
}

template <class T> void launch(T* p) {
  box<T> x{}, y{};
  if (x == y) same<<<1, 1>>>(p);
}
}  // namespace lib

void run(context& c, float* p) { lib::launch(p); }
