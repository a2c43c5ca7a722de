//! `cudaError_t`: the codes this runtime returns, their names and messages.
//!
//! Codes and names are those of CUDA 13's `driver_types.h`; messages are those
//! NVIDIA's `cudaGetErrorString` prints, so a program's own error reports read the same.

// The constants keep the enumerators' own names (`ErrorInvalidValue`), so a reader
// matches them with CUDA's documentation at a glance.
#![allow(non_upper_case_globals)]

/// A `cudaError_t`.
pub type CudaError = i32;

/// `cudaSuccess`.
pub const SUCCESS: CudaError = 0;

macro_rules! codes {
    ($($name:ident = $value:expr, $text:expr;)*) => {
        $(#[doc = $text] pub const $name: CudaError = $value;)*
        /// (code, `cudaError` enumerator, message) of every code this runtime knows.
        pub const TABLE: &[(CudaError, &str, &str)] = &[$(($value, concat!("cuda", stringify!($name)), $text)),*];
    };
}

codes! {
    ErrorInvalidValue = 1, "invalid argument";
    ErrorMemoryAllocation = 2, "out of memory";
    ErrorInitializationError = 3, "initialization error";
    ErrorCudartUnloading = 4, "driver shutting down";
    ErrorInvalidConfiguration = 9, "invalid configuration argument";
    ErrorInvalidPitchValue = 12, "invalid pitch argument";
    ErrorInvalidSymbol = 13, "invalid device symbol";
    ErrorInvalidHostPointer = 16, "invalid host pointer";
    ErrorInvalidDevicePointer = 17, "invalid device pointer";
    ErrorInvalidTexture = 18, "invalid texture reference";
    ErrorInvalidChannelDescriptor = 20, "invalid channel descriptor";
    ErrorInvalidMemcpyDirection = 21, "invalid copy direction for memcpy";
    ErrorMissingConfiguration = 52, "__global__ function call is not configured";
    ErrorInvalidDeviceFunction = 98, "invalid device function";
    ErrorNoDevice = 100, "no CUDA-capable device is detected";
    ErrorInvalidDevice = 101, "invalid device ordinal";
    ErrorInvalidKernelImage = 200, "device kernel image is invalid";
    ErrorNoKernelImageForDevice = 209, "no kernel image is available for execution on the device";
    ErrorUnsupportedLimit = 215, "limit is not supported on this architecture";
    ErrorInvalidPtx = 218, "a PTX JIT compilation failed";
    ErrorInvalidResourceHandle = 400, "invalid resource handle";
    ErrorIllegalState = 401, "the operation cannot be performed in the present state";
    ErrorSymbolNotFound = 500, "named symbol not found";
    ErrorNotReady = 600, "device not ready";
    ErrorIllegalAddress = 700, "an illegal memory access was encountered";
    ErrorLaunchOutOfResources = 701, "too many resources requested for launch";
    ErrorLaunchTimeout = 702, "the launch timed out and was terminated";
    ErrorAssert = 710, "device-side assert triggered";
    ErrorHostMemoryAlreadyRegistered = 712, "part or all of the requested memory range is already mapped";
    ErrorHostMemoryNotRegistered = 713, "pointer does not correspond to a registered memory region";
    ErrorIllegalInstruction = 715, "an illegal instruction was encountered";
    ErrorMisalignedAddress = 716, "misaligned address";
    ErrorLaunchFailure = 719, "unspecified launch failure";
    ErrorCooperativeLaunchTooLarge = 720, "too many blocks in cooperative launch";
    ErrorNotPermitted = 800, "operation not permitted";
    ErrorNotSupported = 801, "operation not supported";
    ErrorStreamCaptureUnsupported = 900, "operation not permitted when stream is capturing";
    ErrorStreamCaptureUnmatched = 903, "capture was not initiated in this stream";
    ErrorGraphExecUpdateFailure = 910, "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update";
    ErrorUnknown = 999, "unknown error";
}

/// Whether an error leaves the device unusable: CUDA's "sticky" errors, which every
/// later call returns until the process ends.
pub fn is_sticky(e: CudaError) -> bool {
    matches!(
        e,
        ErrorIllegalAddress
            | ErrorLaunchTimeout
            | ErrorAssert
            | ErrorIllegalInstruction
            | ErrorMisalignedAddress
            | ErrorLaunchFailure
    )
}

/// The enumerator's name (`cudaErrorInvalidValue`), as `cudaGetErrorName` answers.
pub fn name(e: CudaError) -> Option<&'static str> {
    if e == SUCCESS {
        return Some("cudaSuccess");
    }
    TABLE.iter().find(|t| t.0 == e).map(|t| t.1)
}

/// The message `cudaGetErrorString` answers.
pub fn message(e: CudaError) -> Option<&'static str> {
    if e == SUCCESS {
        return Some("no error");
    }
    TABLE.iter().find(|t| t.0 == e).map(|t| t.2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_messages_follow_cuda() {
        assert_eq!(name(ErrorIllegalAddress), Some("cudaErrorIllegalAddress"));
        assert_eq!(message(ErrorMemoryAllocation), Some("out of memory"));
        assert_eq!(name(SUCCESS), Some("cudaSuccess"));
        assert_eq!(name(12345), None);
        assert!(is_sticky(ErrorLaunchFailure) && !is_sticky(ErrorInvalidValue));
    }
}
