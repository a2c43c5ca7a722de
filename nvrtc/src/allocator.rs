//! The library's global allocator: mimalloc, asked for plain blocks when the alignment
//! is one every mimalloc block has.
//!
//! The `mimalloc` crate's allocator calls `mi_malloc_aligned` for every allocation, which
//! checks the alignment and looks for a block that happens to have it before taking the
//! ordinary path. Every mimalloc block is aligned to the machine word (its sizes are
//! multiples of it), so an allocation asking no more (almost all of a compile's: vectors
//! of ids, strings, map tables) takes `mi_malloc_small` (up to 1 KiB), `mi_malloc` or
//! `mi_realloc` directly; larger
//! alignments go through the crate as before. A compile makes ~8,000-11,000 allocations
//! (specs/performance.md, NVRTC).

use libmimalloc_sys::MI_SMALL_SIZE_MAX;
use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

/// The alignment of every block mimalloc hands out (`MI_INTPTR_SIZE`).
const WORD_ALIGN: usize = std::mem::size_of::<usize>();

/// See the module documentation.
pub struct LibraryAllocator;

// SAFETY: every block is mimalloc's; a plain block (alignment at most a word, which every
// mimalloc block has) is resized by `mi_realloc`, which keeps that alignment, and any
// block is freed by `mi_free`, whichever call made it.
unsafe impl GlobalAlloc for LibraryAllocator {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        match (layout.align() <= WORD_ALIGN, layout.size() <= MI_SMALL_SIZE_MAX) {
            // Straight to the thread's page for the size class (`mi_malloc` decides
            // small or not in a call of its own).
            (true, true) => libmimalloc_sys::mi_malloc_small(layout.size()).cast(),
            (true, false) => libmimalloc_sys::mi_malloc(layout.size()).cast(),
            (false, _) => mimalloc::MiMalloc.alloc(layout),
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        match layout.align() <= WORD_ALIGN {
            true => libmimalloc_sys::mi_zalloc(layout.size()).cast(),
            false => mimalloc::MiMalloc.alloc_zeroed(layout),
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        libmimalloc_sys::mi_free(ptr.cast::<c_void>());
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        match layout.align() <= WORD_ALIGN {
            true => libmimalloc_sys::mi_realloc(ptr.cast::<c_void>(), new_size).cast(),
            false => mimalloc::MiMalloc.realloc(ptr, layout, new_size),
        }
    }
}
