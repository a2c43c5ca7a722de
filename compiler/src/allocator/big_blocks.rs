//! Blocks of a mebibyte and more, each a mapping of its own, once the compile has
//! moved to mimalloc (`super`).
//!
//! mimalloc keeps what is freed for the rest of the run (the process is short-lived),
//! and a vector that doubles leaves each of its old buffers behind: a kernel of
//! 100,000 statements peaked at 244 MB where the C library's `malloc` needed 137 MB,
//! the IR's instruction table and the frontend's lists left as copies of every size
//! they passed through. A large block here grows in place or moves by `mremap` (the
//! kernel moves the pages, nothing is copied) and goes back to the kernel when freed.
//! On huge pages it asks for them (`MADV_HUGEPAGE`), as mimalloc's own memory does.
//!
//! A block starts with a header of one page: its mapping's length and a mark no block
//! of `malloc` has in the word before the pointer (its chunk's size, a multiple of 16
//! with flags in the low three bits, never bit 3), so a block is known by looking.

use std::sync::atomic::{AtomicBool, Ordering};

/// Blocks at least this large are mappings of their own.
pub const BIG_BLOCK_BYTES: usize = 1 << 20;

/// The header before a block's bytes: a page, so that the bytes keep any alignment
/// up to a page.
const HEADER: usize = 4096;

/// In the word before a block: bit 3 set, which no `malloc` chunk size has.
const MARK: usize = 0xb16b_10c5_0000_0008;

/// Whether mappings ask for huge pages (after `super::use_huge_pages`).
static HUGE: AtomicBool = AtomicBool::new(false);

const HUGE_PAGE: usize = 2 << 20;

pub fn use_huge_pages() {
    HUGE.store(true, Ordering::Relaxed);
}

unsafe extern "C" {
    fn mmap(addr: *mut u8, len: usize, prot: i32, flags: i32, fd: i32, off: i64) -> *mut u8;
    fn munmap(addr: *mut u8, len: usize) -> i32;
    fn mremap(old: *mut u8, old_len: usize, new_len: usize, flags: i32, ...) -> *mut u8;
    fn madvise(addr: *mut u8, len: usize, advice: i32) -> i32;
}

const PROT_READ: i32 = 1;
const PROT_WRITE: i32 = 2;
const MAP_PRIVATE: i32 = 2;
const MAP_ANONYMOUS: i32 = 0x20;
const MREMAP_MAYMOVE: i32 = 1;
const MADV_HUGEPAGE: i32 = 14;
const MAP_FAILED: *mut u8 = !0usize as *mut u8;

/// The mapping's length for a block of `size` bytes: whole huge pages on huge pages
/// (a mapping of such a length starts on a huge page's boundary), else whole pages.
fn mapping_len(size: usize) -> Option<usize> {
    let unit = if HUGE.load(Ordering::Relaxed) {
        HUGE_PAGE
    } else {
        HEADER
    };
    size.checked_add(HEADER + unit - 1).map(|n| n & !(unit - 1))
}

/// Whether blocks of this layout may come from here.
pub fn fits(size: usize, align: usize) -> bool {
    size >= BIG_BLOCK_BYTES && align <= HEADER
}

/// A new block of `size` bytes (zeroed, as fresh pages are); null when the
/// kernel has no memory for it.
///
/// # Safety
/// `fits(size, align)` held.
pub unsafe fn alloc(size: usize) -> *mut u8 {
    let Some(len) = mapping_len(size) else {
        return std::ptr::null_mut();
    };
    let map = mmap(
        std::ptr::null_mut(),
        len,
        PROT_READ | PROT_WRITE,
        MAP_PRIVATE | MAP_ANONYMOUS,
        -1,
        0,
    );
    if map == MAP_FAILED {
        return std::ptr::null_mut();
    }
    advise(map, len);
    mark(map, len)
}

/// Whether `ptr`, a block of `malloc` or of this module, is of this module.
///
/// # Safety
/// `ptr` is a live block of either.
pub unsafe fn owns(ptr: *mut u8) -> bool {
    ptr.cast::<usize>().sub(1).read() == MARK
}

/// Frees a block of this module.
///
/// # Safety
/// `owns(ptr)`.
pub unsafe fn dealloc(ptr: *mut u8) {
    let (map, len) = mapping(ptr);
    munmap(map, len);
}

/// Resizes a block of this module; null (the block left as it was) when the
/// kernel cannot.
///
/// # Safety
/// `owns(ptr)`.
pub unsafe fn realloc(ptr: *mut u8, new_size: usize) -> *mut u8 {
    let (map, len) = mapping(ptr);
    let Some(new_len) = mapping_len(new_size) else {
        return std::ptr::null_mut();
    };
    if new_len == len {
        return ptr;
    }
    let moved = mremap(map, len, new_len, MREMAP_MAYMOVE);
    if moved == MAP_FAILED {
        return std::ptr::null_mut();
    }
    advise(moved, new_len);
    mark(moved, new_len)
}

unsafe fn advise(map: *mut u8, len: usize) {
    if HUGE.load(Ordering::Relaxed) {
        madvise(map, len, MADV_HUGEPAGE);
    }
}

/// Writes the header of the mapping at `map` and returns its block.
unsafe fn mark(map: *mut u8, len: usize) -> *mut u8 {
    let block = map.add(HEADER);
    block.cast::<usize>().sub(2).write(len);
    block.cast::<usize>().sub(1).write(MARK);
    block
}

/// The mapping of block `ptr` and its length.
unsafe fn mapping(ptr: *mut u8) -> (*mut u8, usize) {
    (ptr.sub(HEADER), ptr.cast::<usize>().sub(2).read())
}
