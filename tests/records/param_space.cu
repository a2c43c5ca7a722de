// The NVVM verifier's worked example: 40016 bytes of kernel parameters exceed the
// 32764-byte limit that NVIDIA's toolchain enforces on every supported SM.
struct Heavy { double scale; char tag; int data[10000]; };
__global__ void big_kernel(struct Heavy h) { }
