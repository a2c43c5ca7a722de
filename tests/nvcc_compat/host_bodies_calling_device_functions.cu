// nvcc -ptx does not check host function bodies: a __host__ function (also a template
// instance whose address a host variable holds) may call a __device__ one, as CUB's
// PtxVersionUncached does in the device branch of NV_IF_ELSE_TARGET(NV_IS_HOST, ...).
__device__ int twice(int x) { return 2 * x; }
int host_plain(int x) { return twice(x); }
template <class T> int host_template() {
#ifdef __CUDA_ARCH__
    return twice(21);
#else
    return 0;
#endif
}
int (*host_pointer)() = host_template<int>;
__global__ void doubled(int* out) { out[0] = twice(out[0]); }
int main() { return host_plain(1) + host_pointer() + host_template<void>(); }
