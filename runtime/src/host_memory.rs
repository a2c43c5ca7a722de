//! Host memory the device shares: every device allocation is an anonymous mapping
//! whose address is both the host and the device pointer, as under CUDA's unified
//! addressing. Pages are committed when first touched, so a large `cudaMalloc` that
//! a program only partly uses costs only what it touches.

use std::ptr::NonNull;

/// A fresh zeroed mapping of at least `len` bytes (page-aligned), or `None` when the
/// system refuses.
pub fn map(len: usize) -> Option<NonNull<u8>> {
    let len = len.max(1);
    // SAFETY: an anonymous private mapping touches no existing memory.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    if p == libc::MAP_FAILED {
        None
    } else {
        NonNull::new(p as *mut u8)
    }
}

/// Releases a mapping `map` returned.
///
/// # Safety
/// `p` and `len` are those of one `map` call, and nothing uses the bytes afterwards.
pub unsafe fn unmap(p: u64, len: usize) {
    // SAFETY: the caller's contract.
    unsafe {
        libc::munmap(p as *mut libc::c_void, len.max(1));
    }
}
