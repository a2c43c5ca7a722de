// <cuda.h>'s launch attributes (CUTLASS's host adapter keeps an array of them):
// the 72-byte attribute with its value 8 bytes in, the extended launch
// configuration, and the attribute ids. Layout as CUDA 13's <cuda.h> under g++.
#include <cuda.h>
#include <stddef.h>

struct HostAttributes {
    CUlaunchAttribute attrs[5];
    int count = 0;
};

__global__ void layout(unsigned* out) {
    HostAttributes h;
    h.attrs[1].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
    h.attrs[1].value.clusterDim.z = 3;
    out[0] = sizeof(CUlaunchAttribute);
    out[1] = offsetof(CUlaunchAttribute, value);
    out[2] = sizeof(CUlaunchConfig);
    out[3] = offsetof(CUlaunchConfig, numAttrs);
    out[4] = CU_LAUNCH_ATTRIBUTE_SHARED_MEMORY_MODE;
    out[5] = offsetof(CUlaunchAttributeValue, clusterDim.z);
    out[6] = h.attrs[1].id * 10 + h.attrs[1].value.clusterDim.z;
    out[7] = sizeof(h);
}
