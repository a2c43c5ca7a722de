// A kernel that needs a declaration from a header ptxc does not ship and no CUDA
// toolkit has (MPI's), so it is set aside wherever CUDA_HOME points: the error at the
// use names the header.
#include <mpi.h>
__global__ void rank_of(MPI_Comm* c, int* out) { out[0] = (int)sizeof(*c); }
