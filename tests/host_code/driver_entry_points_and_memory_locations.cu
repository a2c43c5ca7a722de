// Host code naming the driver and runtime declarations CCCL's cuda::device_ref,
// cuda::event and driver wrappers use: the entry-point lookup, pointer attributes as
// template arguments, memory locations (an anonymous union inside), event flags.
#include <cuda.h>
#include <cuda_runtime.h>
// The implicit <cuda_runtime.h> and <cuda_runtime_api.h> are one header: no redefinitions.
#include <cuda_runtime_api.h>

template <CUpointer_attribute Attr>
constexpr bool names_a_device() { return Attr == CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL; }

static_assert(names_a_device<CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL>(), "");
static_assert(CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE == 17, "as CUDA 13 numbers it");
static_assert(cudaEventInterprocess == 4 && cudaEventRecordDefault == 0, "");

constexpr cudaMemLocation host_location = {cudaMemLocationTypeHost, 0};
static_assert(host_location.type == cudaMemLocationTypeHost, "");

decltype(cuGetProcAddress)* entry_lookup = nullptr;

int query(const char* name)
{
    void* fn = nullptr;
    CUdriverProcAddressQueryResult found;
    CUresult r = cuGetProcAddress(name, &fn, 13000, CU_GET_PROC_ADDRESS_DEFAULT, &found);
    cudaMemLocation device{cudaMemLocationTypeDevice, 1};
    return r == CUDA_SUCCESS && found == CU_GET_PROC_ADDRESS_SUCCESS ? device.id : -1;
}

extern "C" __global__ void touch(int* out) { out[0] = 1; }
