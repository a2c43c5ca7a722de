// A kernel template launched only from host code that names a type nothing
// declares (a macro the build would define, left out): the host function is set
// aside for that error, and its launch makes no kernel instance (the instance's
// body could only fail), so ptxc reports no internal error. With --check-host the
// host error is reported, as nvcc reports it.
template <typename T>
__global__ void scale(T* out, const T* in)
{
    auto re = in[threadIdx.x].x;
    re = re * 2;
    out[threadIdx.x].x = re;
}

void run(Undeclared2* out, const Undeclared2* in)
{
    scale<Undeclared2><<<1, 32>>>(out, in);
}
