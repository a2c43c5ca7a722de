//! The rest of the runtime API NVIDIA's `libcudart.so.13` exports, so that every program
//! built against it loads: the per-thread-default-stream forms (`_ptsz`, `_ptds`) of the
//! functions this library has are the same functions (every stream is idle, so the
//! default stream's flavour makes no difference), and every other function answers
//! `cudaErrorNotSupported` with a note on standard error naming it. The list is NVIDIA's
//! export list less what the other modules define.

use super::launch::LaunchConfigC;
use super::memory::MemLocation;
use super::stream::{HostFn, StreamCallback};
use super::{launch, memory, stream, Dim3};
use crate::errors;
use crate::state::note;
use std::ffi::c_int;
use std::ffi::c_void;

fn unsupported(name: &str) -> errors::CudaError {
    static SEEN: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());
    let mut seen = SEEN.lock().unwrap_or_else(|p| p.into_inner());
    if !seen.contains(&name) {
        note(&format!("{name} is not supported by ptxsim's CUDA runtime"));
        seen.push(Box::leak(name.to_string().into_boxed_str()));
    }
    super::record(errors::ErrorNotSupported)
}

macro_rules! not_supported {
    ($($name:ident)*) => {
        $(
            #[doc = concat!("`", stringify!($name), "`: not supported.")]
            #[no_mangle]
            pub extern "C" fn $name() -> errors::CudaError {
                unsupported(stringify!($name))
            }
        )*
    };
}

not_supported! {
 __cudaGetProcAddress __cudaRegisterHostVar __cudaRegisterUnifiedTable
 cudaArrayGetMemoryRequirements cudaArrayGetPlane cudaArrayGetSparseProperties
 cudaDestroyExternalMemory cudaDestroyExternalSemaphore cudaDevResourceGenerateDesc
 cudaDevSmResourceSplit cudaDevSmResourceSplitByCount cudaDeviceFlushGPUDirectRDMAWrites
 cudaDeviceGetByPCIBusId cudaDeviceGetDevResource cudaDeviceGetExecutionCtx
 cudaDeviceGetHostAtomicCapabilities cudaDeviceGetNvSciSyncAttributes
 cudaDeviceGetP2PAtomicCapabilities cudaDeviceGetP2PAttribute cudaDeviceGetPCIBusId
 cudaDeviceGetSharedMemConfig cudaDeviceGetTexture1DLinearMaxWidth
 cudaDeviceRegisterAsyncNotification cudaDeviceSetMemPool
 cudaDeviceUnregisterAsyncNotification cudaEGLStreamConsumerAcquireFrame
 cudaEGLStreamConsumerConnect cudaEGLStreamConsumerConnectWithFlags
 cudaEGLStreamConsumerDisconnect cudaEGLStreamConsumerReleaseFrame
 cudaEGLStreamProducerConnect cudaEGLStreamProducerDisconnect
 cudaEGLStreamProducerPresentFrame cudaEGLStreamProducerReturnFrame
 cudaEventCreateFromEGLSync cudaExecutionCtxDestroy cudaExecutionCtxGetDevResource
 cudaExecutionCtxGetDevice cudaExecutionCtxGetId cudaExecutionCtxRecordEvent
 cudaExecutionCtxStreamCreate cudaExecutionCtxSynchronize cudaExecutionCtxWaitEvent
 cudaExternalMemoryGetMappedBuffer cudaExternalMemoryGetMappedMipmappedArray
 cudaFreeMipmappedArray cudaFuncGetParamCount cudaFuncGetParamInfo cudaGLGetDevices
 cudaGLMapBufferObject cudaGLMapBufferObjectAsync cudaGLRegisterBufferObject
 cudaGLSetBufferObjectMapFlags cudaGLSetGLDevice cudaGLUnmapBufferObject
 cudaGLUnmapBufferObjectAsync cudaGLUnregisterBufferObject cudaGetDriverEntryPoint
 cudaGetDriverEntryPointByVersion cudaGetDriverEntryPointByVersion_ptsz
 cudaGetDriverEntryPoint_ptsz cudaGetExportTable cudaGetFuncBySymbol
 cudaGetMipmappedArrayLevel cudaGetTextureObjectResourceViewDesc
 cudaGraphAddExternalSemaphoresSignalNode cudaGraphAddExternalSemaphoresWaitNode
 cudaGraphAddMemcpyNodeFromSymbol cudaGraphAddMemcpyNodeToSymbol cudaGraphAddNode
 cudaGraphConditionalHandleCreate cudaGraphConditionalHandleCreate_v2
 cudaGraphDebugDotPrint cudaGraphEventRecordNodeGetEvent
 cudaGraphEventRecordNodeSetEvent cudaGraphEventWaitNodeGetEvent
 cudaGraphEventWaitNodeSetEvent cudaGraphExecChildGraphNodeSetParams
 cudaGraphExecEventRecordNodeSetEvent cudaGraphExecEventWaitNodeSetEvent
 cudaGraphExecExternalSemaphoresSignalNodeSetParams
 cudaGraphExecExternalSemaphoresWaitNodeSetParams cudaGraphExecGetId
 cudaGraphExecMemcpyNodeSetParams1D cudaGraphExecMemcpyNodeSetParamsFromSymbol
 cudaGraphExecMemcpyNodeSetParamsToSymbol cudaGraphExecNodeSetParams
 cudaGraphExternalSemaphoresSignalNodeGetParams
 cudaGraphExternalSemaphoresSignalNodeSetParams
 cudaGraphExternalSemaphoresWaitNodeGetParams
 cudaGraphExternalSemaphoresWaitNodeSetParams cudaGraphGetId
 cudaGraphKernelNodeCopyAttributes cudaGraphKernelNodeGetAttribute
 cudaGraphKernelNodeSetAttribute cudaGraphMemAllocNodeGetParams
 cudaGraphMemcpyNodeSetParams1D cudaGraphMemcpyNodeSetParamsFromSymbol
 cudaGraphMemcpyNodeSetParamsToSymbol cudaGraphNodeGetEnabled cudaGraphNodeGetLocalId
 cudaGraphNodeGetParams cudaGraphNodeGetToolsId cudaGraphNodeSetEnabled
 cudaGraphNodeSetParams cudaGraphReleaseUserObject cudaGraphRetainUserObject
 cudaGraphicsEGLRegisterImage cudaGraphicsGLRegisterBuffer cudaGraphicsGLRegisterImage
 cudaGraphicsMapResources cudaGraphicsResourceGetMappedEglFrame
 cudaGraphicsResourceGetMappedMipmappedArray cudaGraphicsResourceGetMappedPointer
 cudaGraphicsResourceSetMapFlags cudaGraphicsSubResourceGetMappedArray
 cudaGraphicsUnmapResources cudaGraphicsUnregisterResource
 cudaGraphicsVDPAURegisterOutputSurface cudaGraphicsVDPAURegisterVideoSurface
 cudaGreenCtxCreate cudaImportExternalMemory cudaImportExternalSemaphore
 cudaIpcCloseMemHandle cudaIpcGetEventHandle cudaIpcGetMemHandle cudaIpcOpenEventHandle
 cudaIpcOpenMemHandle cudaKernelSetAttributeForDevice cudaLaunchHostFunc_v2
 cudaLaunchHostFunc_v2_ptsz cudaLibraryEnumerateKernels cudaLibraryGetGlobal
 cudaLibraryGetKernel cudaLibraryGetKernelCount cudaLibraryGetManaged
 cudaLibraryGetUnifiedFunction cudaLibraryLoadData cudaLibraryLoadFromFile
 cudaLibraryUnload cudaLogsCurrent cudaLogsDumpToFile cudaLogsDumpToMemory
 cudaLogsRegisterCallback cudaLogsUnregisterCallback cudaMallocMipmappedArray
 cudaMemDiscardAndPrefetchBatchAsync cudaMemDiscardAndPrefetchBatchAsync_ptsz
 cudaMemDiscardBatchAsync cudaMemDiscardBatchAsync_ptsz cudaMemGetDefaultMemPool
 cudaMemGetLocationInfo cudaMemGetMemPool cudaMemPoolCreate cudaMemPoolDestroy
 cudaMemPoolExportPointer cudaMemPoolExportToShareableHandle cudaMemPoolGetAccess
 cudaMemPoolImportFromShareableHandle cudaMemPoolImportPointer cudaMemPoolSetAccess
 cudaMemPrefetchBatchAsync cudaMemPrefetchBatchAsync_ptsz cudaMemRangeGetAttribute
 cudaMemRangeGetAttributes cudaMemSetMemPool cudaMemcpy2DArrayToArray
 cudaMemcpy2DArrayToArray_ptds cudaMemcpy3DBatchAsync cudaMemcpy3DBatchAsync_ptsz
 cudaMemcpy3DPeer cudaMemcpy3DPeerAsync cudaMemcpy3DPeerAsync_ptsz cudaMemcpy3DPeer_ptds
 cudaMemcpy3DWithAttributesAsync cudaMemcpy3DWithAttributesAsync_ptsz
 cudaMemcpyArrayToArray cudaMemcpyArrayToArray_ptds cudaMemcpyBatchAsync
 cudaMemcpyBatchAsync_ptsz cudaMemcpyWithAttributesAsync
 cudaMemcpyWithAttributesAsync_ptsz cudaMipmappedArrayGetMemoryRequirements
 cudaMipmappedArrayGetSparseProperties cudaOccupancyMaxActiveClusters
 cudaOccupancyMaxPotentialClusterSize cudaSetValidDevices
 cudaSignalExternalSemaphoresAsync cudaSignalExternalSemaphoresAsync_ptsz
 cudaStreamBeginRecaptureToGraph cudaStreamBeginRecaptureToGraph_ptsz
 cudaStreamCopyAttributes cudaStreamCopyAttributes_ptsz cudaStreamGetDevResource
 cudaStreamGetDevResource_ptsz cudaStreamGetDevice cudaStreamGetDevice_ptsz
 cudaStreamGetId cudaStreamGetId_ptsz cudaSubgridCreate cudaSubgridWorkerGridCreate
 cudaSubgridWorksetCreate cudaUserObjectCreate cudaUserObjectRelease
 cudaUserObjectRetain cudaVDPAUGetDevice cudaVDPAUSetVDPAUDevice
 cudaWaitExternalSemaphoresAsync cudaWaitExternalSemaphoresAsync_ptsz
}

// The per-thread-default-stream forms: the same functions under other names.
/// `cudaEventRecordWithFlags_ptsz`: as `cudaEventRecordWithFlags`.
#[no_mangle]
pub extern "C" fn cudaEventRecordWithFlags_ptsz(
    event: *mut c_void,
    stream: *mut c_void,
    _flags: u32,
) -> errors::CudaError {
    stream::cudaEventRecordWithFlags(event, stream, _flags)
}

/// `cudaEventRecord_ptsz`: as `cudaEventRecord`.
#[no_mangle]
pub extern "C" fn cudaEventRecord_ptsz(event: *mut c_void, stream: *mut c_void) -> errors::CudaError {
    stream::cudaEventRecord(event, stream)
}

/// `cudaFreeAsync_ptsz`: as `cudaFreeAsync`.
#[no_mangle]
pub extern "C" fn cudaFreeAsync_ptsz(dev_ptr: *mut c_void, _stream: *mut c_void) -> errors::CudaError {
    memory::cudaFreeAsync(dev_ptr, _stream)
}

/// `cudaLaunchCooperativeKernel_ptsz`: as `cudaLaunchCooperativeKernel`.
///
/// # Safety
/// As `cudaLaunchCooperativeKernel`.
#[no_mangle]
pub unsafe extern "C" fn cudaLaunchCooperativeKernel_ptsz(
    func: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *const *const c_void,
    shared: usize,
    _stream: *mut c_void,
) -> errors::CudaError {
    // SAFETY: the caller's contract.
    unsafe { launch::cudaLaunchCooperativeKernel(func, grid, block, args, shared, _stream) }
}

/// `cudaLaunchHostFunc_ptsz`: as `cudaLaunchHostFunc`.
///
/// # Safety
/// As `cudaLaunchHostFunc`.
#[no_mangle]
pub unsafe extern "C" fn cudaLaunchHostFunc_ptsz(
    stream: *mut c_void,
    f: Option<HostFn>,
    data: *mut c_void,
) -> errors::CudaError {
    // SAFETY: the caller's contract.
    unsafe { stream::cudaLaunchHostFunc(stream, f, data) }
}

/// `cudaLaunchKernelExC_ptsz`: as `cudaLaunchKernelExC`.
///
/// # Safety
/// As `cudaLaunchKernelExC`.
#[no_mangle]
pub unsafe extern "C" fn cudaLaunchKernelExC_ptsz(
    config: *const LaunchConfigC,
    func: *const c_void,
    args: *const *const c_void,
) -> errors::CudaError {
    // SAFETY: the caller's contract.
    unsafe { launch::cudaLaunchKernelExC(config, func, args) }
}

/// `cudaLaunchKernel_ptsz`: as `cudaLaunchKernel`.
///
/// # Safety
/// As `cudaLaunchKernel`.
#[no_mangle]
pub unsafe extern "C" fn cudaLaunchKernel_ptsz(
    func: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *const *const c_void,
    shared: usize,
    _stream: *mut c_void,
) -> errors::CudaError {
    // SAFETY: the caller's contract.
    unsafe { launch::cudaLaunchKernel(func, grid, block, args, shared, _stream) }
}

/// `cudaMallocAsync_ptsz`: as `cudaMallocAsync`.
#[no_mangle]
pub extern "C" fn cudaMallocAsync_ptsz(
    dev_ptr: *mut *mut c_void,
    size: usize,
    _stream: *mut c_void,
) -> errors::CudaError {
    memory::cudaMallocAsync(dev_ptr, size, _stream)
}

/// `cudaMallocFromPoolAsync_ptsz`: as `cudaMallocFromPoolAsync`.
#[no_mangle]
pub extern "C" fn cudaMallocFromPoolAsync_ptsz(
    dev_ptr: *mut *mut c_void,
    size: usize,
    _pool: *mut c_void,
    _stream: *mut c_void,
) -> errors::CudaError {
    memory::cudaMallocFromPoolAsync(dev_ptr, size, _pool, _stream)
}

/// `cudaMemPrefetchAsync_ptsz`: as `cudaMemPrefetchAsync`.
#[no_mangle]
pub extern "C" fn cudaMemPrefetchAsync_ptsz(
    _ptr: *const c_void,
    _count: usize,
    _location: MemLocation,
    _flags: u32,
    _stream: *mut c_void,
) -> errors::CudaError {
    memory::cudaMemPrefetchAsync(_ptr, _count, _location, _flags, _stream)
}

/// `cudaMemcpy2DAsync_ptsz`: as `cudaMemcpy2DAsync`.
#[no_mangle]
pub extern "C" fn cudaMemcpy2DAsync_ptsz(
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
    _stream: *mut c_void,
) -> errors::CudaError {
    memory::cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, _stream)
}

/// `cudaMemcpy2D_ptds`: as `cudaMemcpy2D`.
#[no_mangle]
pub extern "C" fn cudaMemcpy2D_ptds(
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> errors::CudaError {
    memory::cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind)
}

/// `cudaMemcpyAsync_ptsz`: as `cudaMemcpyAsync`.
#[no_mangle]
pub extern "C" fn cudaMemcpyAsync_ptsz(
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: c_int,
    _stream: *mut c_void,
) -> errors::CudaError {
    memory::cudaMemcpyAsync(dst, src, count, kind, _stream)
}

/// `cudaMemcpyFromSymbolAsync_ptsz`: as `cudaMemcpyFromSymbolAsync`.
#[no_mangle]
pub extern "C" fn cudaMemcpyFromSymbolAsync_ptsz(
    dst: *mut c_void,
    symbol: *const c_void,
    count: usize,
    offset: usize,
    kind: c_int,
    _stream: *mut c_void,
) -> errors::CudaError {
    memory::cudaMemcpyFromSymbolAsync(dst, symbol, count, offset, kind, _stream)
}

/// `cudaMemcpyFromSymbol_ptds`: as `cudaMemcpyFromSymbol`.
#[no_mangle]
pub extern "C" fn cudaMemcpyFromSymbol_ptds(
    dst: *mut c_void,
    symbol: *const c_void,
    count: usize,
    offset: usize,
    _kind: c_int,
) -> errors::CudaError {
    memory::cudaMemcpyFromSymbol(dst, symbol, count, offset, _kind)
}

/// `cudaMemcpyToSymbolAsync_ptsz`: as `cudaMemcpyToSymbolAsync`.
#[no_mangle]
pub extern "C" fn cudaMemcpyToSymbolAsync_ptsz(
    symbol: *const c_void,
    src: *const c_void,
    count: usize,
    offset: usize,
    kind: c_int,
    _stream: *mut c_void,
) -> errors::CudaError {
    memory::cudaMemcpyToSymbolAsync(symbol, src, count, offset, kind, _stream)
}

/// `cudaMemcpyToSymbol_ptds`: as `cudaMemcpyToSymbol`.
#[no_mangle]
pub extern "C" fn cudaMemcpyToSymbol_ptds(
    symbol: *const c_void,
    src: *const c_void,
    count: usize,
    offset: usize,
    kind: c_int,
) -> errors::CudaError {
    memory::cudaMemcpyToSymbol(symbol, src, count, offset, kind)
}

/// `cudaMemcpy_ptds`: as `cudaMemcpy`.
#[no_mangle]
pub extern "C" fn cudaMemcpy_ptds(
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: c_int,
) -> errors::CudaError {
    memory::cudaMemcpy(dst, src, count, kind)
}

/// `cudaMemset2DAsync_ptsz`: as `cudaMemset2DAsync`.
#[no_mangle]
pub extern "C" fn cudaMemset2DAsync_ptsz(
    dev_ptr: *mut c_void,
    pitch: usize,
    value: c_int,
    width: usize,
    height: usize,
    _stream: *mut c_void,
) -> errors::CudaError {
    memory::cudaMemset2DAsync(dev_ptr, pitch, value, width, height, _stream)
}

/// `cudaMemset2D_ptds`: as `cudaMemset2D`.
#[no_mangle]
pub extern "C" fn cudaMemset2D_ptds(
    dev_ptr: *mut c_void,
    pitch: usize,
    value: c_int,
    width: usize,
    height: usize,
) -> errors::CudaError {
    memory::cudaMemset2D(dev_ptr, pitch, value, width, height)
}

/// `cudaMemsetAsync_ptsz`: as `cudaMemsetAsync`.
#[no_mangle]
pub extern "C" fn cudaMemsetAsync_ptsz(
    dev_ptr: *mut c_void,
    value: c_int,
    count: usize,
    _stream: *mut c_void,
) -> errors::CudaError {
    memory::cudaMemsetAsync(dev_ptr, value, count, _stream)
}

/// `cudaMemset_ptds`: as `cudaMemset`.
#[no_mangle]
pub extern "C" fn cudaMemset_ptds(dev_ptr: *mut c_void, value: c_int, count: usize) -> errors::CudaError {
    memory::cudaMemset(dev_ptr, value, count)
}

/// `cudaStreamAddCallback_ptsz`: as `cudaStreamAddCallback`.
///
/// # Safety
/// As `cudaStreamAddCallback`.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamAddCallback_ptsz(
    stream: *mut c_void,
    f: Option<StreamCallback>,
    data: *mut c_void,
    _flags: u32,
) -> errors::CudaError {
    // SAFETY: the caller's contract.
    unsafe { stream::cudaStreamAddCallback(stream, f, data, _flags) }
}

/// `cudaStreamAttachMemAsync_ptsz`: as `cudaStreamAttachMemAsync`.
#[no_mangle]
pub extern "C" fn cudaStreamAttachMemAsync_ptsz(
    _stream: *mut c_void,
    _ptr: *mut c_void,
    _length: usize,
    _flags: u32,
) -> errors::CudaError {
    memory::cudaStreamAttachMemAsync(_stream, _ptr, _length, _flags)
}

/// `cudaStreamGetFlags_ptsz`: as `cudaStreamGetFlags`.
///
/// # Safety
/// As `cudaStreamGetFlags`.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamGetFlags_ptsz(stream: *mut c_void, flags: *mut u32) -> errors::CudaError {
    // SAFETY: the caller's contract.
    unsafe { stream::cudaStreamGetFlags(stream, flags) }
}

/// `cudaStreamGetPriority_ptsz`: as `cudaStreamGetPriority`.
///
/// # Safety
/// As `cudaStreamGetPriority`.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamGetPriority_ptsz(stream: *mut c_void, priority: *mut c_int) -> errors::CudaError {
    // SAFETY: the caller's contract.
    unsafe { stream::cudaStreamGetPriority(stream, priority) }
}

/// `cudaStreamQuery_ptsz`: as `cudaStreamQuery`.
#[no_mangle]
pub extern "C" fn cudaStreamQuery_ptsz(stream: *mut c_void) -> errors::CudaError {
    stream::cudaStreamQuery(stream)
}

/// `cudaStreamSynchronize_ptsz`: as `cudaStreamSynchronize`.
#[no_mangle]
pub extern "C" fn cudaStreamSynchronize_ptsz(stream: *mut c_void) -> errors::CudaError {
    stream::cudaStreamSynchronize(stream)
}

/// `cudaStreamWaitEvent_ptsz`: as `cudaStreamWaitEvent`.
#[no_mangle]
pub extern "C" fn cudaStreamWaitEvent_ptsz(stream: *mut c_void, event: *mut c_void, _flags: u32) -> errors::CudaError {
    stream::cudaStreamWaitEvent(stream, event, _flags)
}
