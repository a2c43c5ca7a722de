/*
 * cuda.h -- the few CUDA driver API types that device code and the host code
 * next to it name, written by ptxc: texture and surface object handles, device
 * pointers, arrays, modules, results, pointer attributes, the entry-point
 * lookup CCCL's driver wrappers name, tensor maps and launch attributes
 * (CUTLASS's host adapter). Host code is type-checked, never compiled.
 */
#pragma once
#include <vector_types.h>

typedef unsigned long long CUtexObject_v1;
typedef CUtexObject_v1 CUtexObject;
typedef unsigned long long CUsurfObject_v1;
typedef CUsurfObject_v1 CUsurfObject;
typedef unsigned long long CUdeviceptr_v2;
typedef CUdeviceptr_v2 CUdeviceptr;
typedef int CUdevice_v1;
typedef CUdevice_v1 CUdevice;
typedef struct CUctx_st* CUcontext;
typedef struct CUmod_st* CUmodule;
typedef struct CUfunc_st* CUfunction;
typedef struct CUarray_st* CUarray;
typedef struct CUstream_st* CUstream;
typedef struct CUevent_st* CUevent;
enum cudaError_enum { CUDA_SUCCESS = 0, CUDA_ERROR_INVALID_VALUE = 1, CUDA_ERROR_OUT_OF_MEMORY = 2 };
typedef enum cudaError_enum CUresult;
extern "C" CUresult cuGetErrorString(CUresult error, const char** pStr);

/* As on LP64 Linux, where CUDA defines them as uint32_t and uint64_t. */
typedef unsigned int cuuint32_t;
typedef unsigned long cuuint64_t;

typedef enum CUpointer_attribute_enum {
  CU_POINTER_ATTRIBUTE_CONTEXT = 1, CU_POINTER_ATTRIBUTE_MEMORY_TYPE = 2,
  CU_POINTER_ATTRIBUTE_DEVICE_POINTER = 3, CU_POINTER_ATTRIBUTE_HOST_POINTER = 4,
  CU_POINTER_ATTRIBUTE_P2P_TOKENS = 5, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS = 6,
  CU_POINTER_ATTRIBUTE_BUFFER_ID = 7, CU_POINTER_ATTRIBUTE_IS_MANAGED = 8,
  CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL = 9, CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE = 10,
  CU_POINTER_ATTRIBUTE_RANGE_START_ADDR = 11, CU_POINTER_ATTRIBUTE_RANGE_SIZE = 12,
  CU_POINTER_ATTRIBUTE_MAPPED = 13, CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES = 14,
  CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE = 15, CU_POINTER_ATTRIBUTE_ACCESS_FLAGS = 16,
  CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE = 17, CU_POINTER_ATTRIBUTE_MAPPING_SIZE = 18,
  CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR = 19, CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID = 20,
  CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE = 21, CU_POINTER_ATTRIBUTE_LOCALITY_DOMAIN_ORDINAL = 22
} CUpointer_attribute;

/* Looking up driver entry points by name (cuGetProcAddress is the _v2 entry point
   since CUDA 12). */
typedef enum CUdriverProcAddress_flags_enum {
  CU_GET_PROC_ADDRESS_DEFAULT = 0, CU_GET_PROC_ADDRESS_LEGACY_STREAM = 1,
  CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM = 2
} CUdriverProcAddress_flags;
typedef enum CUdriverProcAddressQueryResult_enum {
  CU_GET_PROC_ADDRESS_SUCCESS = 0, CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND = 1,
  CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT = 2
} CUdriverProcAddressQueryResult;
#define cuGetProcAddress cuGetProcAddress_v2
extern "C" CUresult cuGetProcAddress(const char* symbol, void** pfn, int cudaVersion, cuuint64_t flags,
                                     CUdriverProcAddressQueryResult* symbolStatus);

/* Tensor maps (TMA descriptors, CUDA 12+): the opaque 128-byte descriptor, the
   enumerations that describe one and the two host encoders, as CuTe's
   copy_sm90_desc.hpp names them. Values as CUDA 13's. */
#define CU_TENSOR_MAP_NUM_QWORDS 16
typedef struct CUtensorMap_st {
  alignas(128) cuuint64_t opaque[CU_TENSOR_MAP_NUM_QWORDS];
} CUtensorMap;
typedef enum CUtensorMapDataType_enum {
  CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0, CU_TENSOR_MAP_DATA_TYPE_UINT16 = 1, CU_TENSOR_MAP_DATA_TYPE_UINT32 = 2,
  CU_TENSOR_MAP_DATA_TYPE_INT32 = 3, CU_TENSOR_MAP_DATA_TYPE_UINT64 = 4, CU_TENSOR_MAP_DATA_TYPE_INT64 = 5,
  CU_TENSOR_MAP_DATA_TYPE_FLOAT16 = 6, CU_TENSOR_MAP_DATA_TYPE_FLOAT32 = 7, CU_TENSOR_MAP_DATA_TYPE_FLOAT64 = 8,
  CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 = 9, CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ = 10,
  CU_TENSOR_MAP_DATA_TYPE_TFLOAT32 = 11, CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ = 12,
  CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B = 13, CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B = 14,
  CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B = 15
} CUtensorMapDataType;
typedef enum CUtensorMapInterleave_enum {
  CU_TENSOR_MAP_INTERLEAVE_NONE = 0, CU_TENSOR_MAP_INTERLEAVE_16B = 1, CU_TENSOR_MAP_INTERLEAVE_32B = 2
} CUtensorMapInterleave;
typedef enum CUtensorMapSwizzle_enum {
  CU_TENSOR_MAP_SWIZZLE_NONE = 0, CU_TENSOR_MAP_SWIZZLE_32B = 1, CU_TENSOR_MAP_SWIZZLE_64B = 2,
  CU_TENSOR_MAP_SWIZZLE_128B = 3, CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B = 4,
  CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B = 5, CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B = 6
} CUtensorMapSwizzle;
typedef enum CUtensorMapL2promotion_enum {
  CU_TENSOR_MAP_L2_PROMOTION_NONE = 0, CU_TENSOR_MAP_L2_PROMOTION_L2_64B = 1,
  CU_TENSOR_MAP_L2_PROMOTION_L2_128B = 2, CU_TENSOR_MAP_L2_PROMOTION_L2_256B = 3
} CUtensorMapL2promotion;
typedef enum CUtensorMapFloatOOBfill_enum {
  CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0, CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA = 1
} CUtensorMapFloatOOBfill;
extern "C" CUresult cuTensorMapEncodeTiled(CUtensorMap* tensorMap, CUtensorMapDataType tensorDataType,
                                           cuuint32_t tensorRank, void* globalAddress, const cuuint64_t* globalDim,
                                           const cuuint64_t* globalStrides, const cuuint32_t* boxDim,
                                           const cuuint32_t* elementStrides, CUtensorMapInterleave interleave,
                                           CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion,
                                           CUtensorMapFloatOOBfill oobFill);
extern "C" CUresult cuTensorMapEncodeIm2col(CUtensorMap* tensorMap, CUtensorMapDataType tensorDataType,
                                            cuuint32_t tensorRank, void* globalAddress, const cuuint64_t* globalDim,
                                            const cuuint64_t* globalStrides, const int* pixelBoxLowerCorner,
                                            const int* pixelBoxUpperCorner, cuuint32_t channelsPerPixel,
                                            cuuint32_t pixelsPerColumn, const cuuint32_t* elementStrides,
                                            CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle,
                                            CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);

/* Launch attributes (CUDA 11.8+): the attribute ids, the 64-byte value union with
   the members that hold plain data (CUDA's others overlay the same bytes), the
   8-byte id slot and the extended launch, as CUTLASS's cuda_host_adapter.hpp names
   them. Values and layout as CUDA 13's (sizeof(CUlaunchAttribute) is 72). */
typedef enum CUlaunchAttributeID_enum {
  CU_LAUNCH_ATTRIBUTE_IGNORE = 0, CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW = 1,
  CU_LAUNCH_ATTRIBUTE_COOPERATIVE = 2, CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY = 3,
  CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4, CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 5,
  CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION = 6, CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT = 7,
  CU_LAUNCH_ATTRIBUTE_PRIORITY = 8, CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP = 9,
  CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN = 10, CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION = 11,
  CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT = 12, CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE = 13,
  CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 14, CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING = 16,
  CU_LAUNCH_ATTRIBUTE_PORTABLE_CLUSTER_SIZE_MODE = 17, CU_LAUNCH_ATTRIBUTE_SHARED_MEMORY_MODE = 18
} CUlaunchAttributeID;
typedef union CUlaunchAttributeValue_union {
  char pad[64];
  int cooperative;
  struct {
    unsigned int x;
    unsigned int y;
    unsigned int z;
  } clusterDim;
  int programmaticStreamSerializationAllowed;
  struct {
    CUevent event;
    int flags;
    int triggerAtBlockStart;
  } programmaticEvent;
  struct {
    CUevent event;
    int flags;
  } launchCompletionEvent;
  int priority;
  struct {
    unsigned int x;
    unsigned int y;
    unsigned int z;
  } preferredClusterDim;
  unsigned int sharedMemCarveout;
  unsigned int nvlinkUtilCentricScheduling;
} CUlaunchAttributeValue;
typedef struct CUlaunchAttribute_st {
  CUlaunchAttributeID id;
  char pad[8 - sizeof(CUlaunchAttributeID)];
  CUlaunchAttributeValue value;
} CUlaunchAttribute;
typedef struct CUlaunchConfig_st {
  unsigned int gridDimX, gridDimY, gridDimZ;
  unsigned int blockDimX, blockDimY, blockDimZ;
  unsigned int sharedMemBytes;
  CUstream hStream;
  CUlaunchAttribute* attrs;
  unsigned int numAttrs;
} CUlaunchConfig;
extern "C" CUresult cuLaunchKernelEx(const CUlaunchConfig* config, CUfunction f, void** kernelParams, void** extra);
extern "C" CUresult cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream);
extern "C" CUresult cuMemsetD16Async(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream);
extern "C" CUresult cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream);
