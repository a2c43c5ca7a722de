//! The host side of `<cuda_runtime.h>`: error codes, memcpy kinds, streams and events, and
//! the runtime API functions host code calls (declared only: host code is type-checked,
//! never compiled). `cudaMalloc` is a template, as in CUDA's header, so `cudaMalloc(&p, n)`
//! works for any `T* p`. Deprecated calls that CUDA 13 dropped (`cudaThreadSynchronize`)
//! are still declared so older programs parse.

/// Text of the host runtime API part of `cuda_runtime.h`.
pub const CUDA_RUNTIME_API: &str = r#"#pragma once
#include <vector_types.h>
enum cudaError {
  cudaSuccess = 0, cudaErrorInvalidValue = 1, cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3, cudaErrorLaunchFailure = 719, cudaErrorInvalidDevice = 101,
  cudaErrorInvalidConfiguration = 9, cudaErrorNoDevice = 100, cudaErrorUnknown = 999
};
typedef enum cudaError cudaError_t;
enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0, cudaMemcpyHostToDevice = 1, cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3, cudaMemcpyDefault = 4
};
typedef struct CUstream_st* cudaStream_t;
typedef struct CUevent_st* cudaEvent_t;
extern "C" {
cudaError_t cudaFree(void* devPtr);
cudaError_t cudaFreeHost(void* ptr);
cudaError_t cudaMallocHost(void** ptr, size_t size);
cudaError_t cudaMemcpy(void* dst, const void* src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyAsync(void* dst, const void* src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream = 0);
cudaError_t cudaMemset(void* devPtr, int value, size_t count);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaDeviceReset(void);
[[deprecated("use cudaDeviceSynchronize; CUDA 13 removed cudaThreadSynchronize")]] cudaError_t cudaThreadSynchronize(void);
cudaError_t cudaGetLastError(void);
cudaError_t cudaPeekAtLastError(void);
const char* cudaGetErrorString(cudaError_t error);
const char* cudaGetErrorName(cudaError_t error);
cudaError_t cudaSetDevice(int device);
cudaError_t cudaGetDevice(int* device);
cudaError_t cudaGetDeviceCount(int* count);
cudaError_t cudaStreamCreate(cudaStream_t* stream);
cudaError_t cudaStreamDestroy(cudaStream_t stream);
cudaError_t cudaStreamSynchronize(cudaStream_t stream);
cudaError_t cudaEventCreate(cudaEvent_t* event);
cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0);
cudaError_t cudaEventSynchronize(cudaEvent_t event);
cudaError_t cudaEventElapsedTime(float* ms, cudaEvent_t start, cudaEvent_t end);
cudaError_t cudaEventDestroy(cudaEvent_t event);
}
template <class T> cudaError_t cudaMalloc(T** devPtr, size_t size) { return cudaSuccess; }
template <class T> cudaError_t cudaMallocManaged(T** devPtr, size_t size, unsigned int flags = 1) { return cudaSuccess; }
"#;
