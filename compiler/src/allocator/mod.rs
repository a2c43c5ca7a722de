//! The `ptxc` command's memory allocator: the C library's `malloc` for
//! ordinary files, mimalloc on transparent huge pages for large ones.
//!
//! A compile of 100,000 lines touches most of a gigabyte. Taken 4 KiB page
//! by page from the kernel, each page fault cost 2-3 us on the machines we
//! measure on, a quarter of the whole compile; glibc's `malloc` also slows
//! down as its free lists grow with the heap. mimalloc hands out memory from
//! 2 MiB huge pages and never returns it during the run (the process is
//! short-lived). But zeroing a huge page costs more than the few small pages
//! an ordinary file needs (an empty file took 0.9 ms longer), so the switch
//! is made only once the driver knows the input is large
//! ([`use_huge_pages`], specs/performance.md).
//!
//! A small file that includes a large library (CuTe: tens of thousands of
//! template instances) makes millions of small allocations and frees, and
//! glibc's free lists cost a fifth of its compile; such a compile moves to
//! mimalloc, without huge pages, once preprocessing shows it is large
//! ([`use_mimalloc`]; huge pages cost it more system time than they save).
//! Nor does it ask for transparent huge pages: mimalloc would `madvise` its
//! arena for them, and the kernel's zeroing (and compacting) of 2 MiB pages
//! on first touch took 0.4 s of system time of a CuTe compile's 3.9 s.
//!
//! Once on mimalloc, a block of a mebibyte or more is a mapping of its own
//! ([`big_blocks`]): mimalloc would keep every buffer a growing vector leaves.
//! A few freed ones are kept and given out again, their pages already in memory.
//!
//! Blocks are freed by whichever allocator gave them out: mimalloc knows its
//! own memory ([`libmimalloc_sys::mi_is_in_heap_region`]), a big block is known
//! by its header; everything else came from `malloc`.

mod big_blocks;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether allocations come from mimalloc (after [`use_mimalloc`]).
static MIMALLOC: AtomicBool = AtomicBool::new(false);

/// Allocations made from now on come from mimalloc on huge pages. Called by
/// the `ptxc` command before a large compile; a no-op for programs whose
/// global allocator is not [`CompileAllocator`].
pub fn use_huge_pages() {
    // The options are read when mimalloc maps memory, so they apply from here on.
    // SAFETY: setting an option has no memory-safety precondition.
    unsafe {
        libmimalloc_sys::mi_option_set(libmimalloc_sys::mi_option_large_os_pages, 1);
        libmimalloc_sys::mi_option_set(ALLOW_THP, 1);
    }
    big_blocks::use_huge_pages();
    switch_to_mimalloc();
}

/// Allocations made from now on come from mimalloc on ordinary 4 KiB pages,
/// which keeps freed memory for reuse until the process ends; a no-op for
/// programs whose global allocator is not [`CompileAllocator`].
pub fn use_mimalloc() {
    // SAFETY: setting an option has no memory-safety precondition.
    unsafe { libmimalloc_sys::mi_option_set(ALLOW_THP, 0) };
    switch_to_mimalloc();
}

fn switch_to_mimalloc() {
    // SAFETY: setting an option has no memory-safety precondition.
    unsafe { libmimalloc_sys::mi_option_set(PURGE_DELAY, -1) };
    MIMALLOC.store(true, Ordering::Relaxed);
}

/// `mi_option_purge_delay` (not among the sys crate's constants): -1 keeps
/// freed memory mapped for reuse instead of returning it to the OS.
const PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// `mi_option_allow_thp` (mimalloc v3; not among the sys crate's constants):
/// 0 keeps mimalloc from `madvise`-ing the memory it maps for transparent
/// huge pages.
const ALLOW_THP: libmimalloc_sys::mi_option_t = 43;

/// See the module documentation.
pub struct CompileAllocator;

/// Which allocator gave out a block.
enum Owner {
    Malloc,
    Mimalloc,
    BigBlocks,
}

fn owner(ptr: *mut u8) -> Owner {
    // Before the switch everything came from `malloc`: most compiles never leave it.
    if !MIMALLOC.load(Ordering::Relaxed) {
        return Owner::Malloc;
    }
    // SAFETY: a query on any address; it reads mimalloc's own tables only.
    if unsafe { libmimalloc_sys::mi_is_in_heap_region(ptr.cast()) } {
        return Owner::Mimalloc;
    }
    // SAFETY: `ptr` is a live block of `malloc` or of `big_blocks`.
    match unsafe { big_blocks::owns(ptr) } {
        true => Owner::BigBlocks,
        false => Owner::Malloc,
    }
}

// SAFETY: each block is allocated, resized and freed by one allocator, the
// one `owner` names; each honours the layout's size and alignment.
unsafe impl GlobalAlloc for CompileAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if !MIMALLOC.load(Ordering::Relaxed) {
            return System.alloc(layout);
        }
        match big_blocks::fits(layout.size(), layout.align()) {
            true => big_blocks::alloc(layout.size(), false),
            false => mimalloc::MiMalloc.alloc(layout),
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if !MIMALLOC.load(Ordering::Relaxed) {
            return System.alloc_zeroed(layout);
        }
        match big_blocks::fits(layout.size(), layout.align()) {
            true => big_blocks::alloc(layout.size(), true),
            false => mimalloc::MiMalloc.alloc_zeroed(layout),
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        match owner(ptr) {
            Owner::Mimalloc => mimalloc::MiMalloc.dealloc(ptr, layout),
            Owner::BigBlocks => big_blocks::dealloc(ptr),
            Owner::Malloc => System.dealloc(ptr, layout),
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let owner = owner(ptr);
        if matches!(owner, Owner::BigBlocks) {
            return big_blocks::realloc(ptr, new_size);
        }
        if !MIMALLOC.load(Ordering::Relaxed) {
            return System.realloc(ptr, layout, new_size);
        }
        let grows_big = big_blocks::fits(new_size, layout.align());
        if matches!(owner, Owner::Mimalloc) && !grows_big {
            return mimalloc::MiMalloc.realloc(ptr, layout, new_size);
        }
        // A block from before the switch, or one that grows to a big block, moves.
        let new_layout = Layout::from_size_align_unchecked(new_size, layout.align());
        let new = self.alloc(new_layout);
        if !new.is_null() {
            std::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
            self.dealloc(ptr, layout);
        }
        new
    }
}
