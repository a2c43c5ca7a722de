/*
 * cuda.h -- the few CUDA driver API types that device code and the host code
 * next to it name, written by ptxc: texture and surface object handles, device
 * pointers, arrays, modules, results. Host code is type-checked, never compiled.
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
