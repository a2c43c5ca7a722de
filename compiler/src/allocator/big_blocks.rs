//! Blocks of a mebibyte and more, each a mapping of its own, once the compile has
//! moved to mimalloc (`super`).
//!
//! mimalloc keeps what is freed for the rest of the run (the process is short-lived),
//! and a vector that doubles leaves each of its old buffers behind: a kernel of
//! 100,000 statements peaked at 244 MB where the C library's `malloc` needed 137 MB,
//! the IR's instruction table and the frontend's lists left as copies of every size
//! they passed through. A large block here grows in place or moves by `mremap` (the
//! kernel moves the pages, nothing is copied) and goes back to the kernel when freed
//! (but for those kept, below). It never shrinks. On huge pages it asks for them (`MADV_HUGEPAGE`), as mimalloc's own memory does.
//!
//! A compile frees and asks again for tables of the same sizes (each pass's tables
//! of a function's instructions), and every page of a fresh mapping is faulted in
//! when first touched: a few freed mappings are kept ([`FREED_BYTES`]) and given
//! out again, whole or grown by `mremap`, so their pages are faulted once (a kernel
//! expanded from 100,000 macro statements faulted 79,600 pages for a peak of
//! 26,000; 49,700 so).
//!
//! A block starts with a header of one page: its mapping's length and a mark no block
//! of `malloc` has in the word before the pointer (its chunk's size, a multiple of 16
//! with flags in the low three bits, never bit 3), so a block is known by looking.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// Blocks at least this large are mappings of their own.
pub const BIG_BLOCK_BYTES: usize = 1 << 20;

/// The header before a block's bytes: a page, so that the bytes keep any alignment
/// up to a page.
const HEADER: usize = 4096;

/// In the word before a block: bit 3 set, which no `malloc` chunk size has.
const MARK: usize = 0xb16b_10c5_0000_0008;

/// Freed mappings kept for reuse, at most this many bytes in all: enough for a
/// pass's tables of a function of a million instructions, little next to the
/// memory of the compile that makes them.
const FREED_BYTES: usize = 32 << 20;

/// Freed mappings kept, at most this many.
const FREED_COUNT: usize = 16;

/// The freed mappings kept: (address, length), length 0 for none. A fixed array,
/// as the allocator cannot allocate for its own bookkeeping.
static FREED: Mutex<[(usize, usize); FREED_COUNT]> = Mutex::new([(0, 0); FREED_COUNT]);

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

/// A new block of `size` bytes, zeroed when `zeroed`; null when the kernel has
/// no memory for it.
///
/// # Safety
/// `fits(size, align)` held.
pub unsafe fn alloc(size: usize, zeroed: bool) -> *mut u8 {
    let Some(len) = mapping_len(size) else {
        return std::ptr::null_mut();
    };
    if let Some((map, kept)) = take_freed(len) {
        // A longer mapping is used whole: its pages are in memory already.
        let len = len.max(kept);
        let moved = match kept == len {
            true => map,
            false => mremap(map, kept, len, MREMAP_MAYMOVE),
        };
        if moved != MAP_FAILED {
            advise(moved, len);
            let block = mark(moved, len);
            if zeroed {
                // Only the pages it kept hold old bytes; those past them are new.
                std::ptr::write_bytes(block, 0, size.min(kept - HEADER));
            }
            return block;
        }
        munmap(map, kept);
    }
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
    if !keep_freed(map, len) {
        munmap(map, len);
    }
}

/// Keeps a freed mapping for reuse when there is room for it.
fn keep_freed(map: *mut u8, len: usize) -> bool {
    let Ok(mut freed) = FREED.lock() else {
        return false;
    };
    let kept: usize = freed.iter().map(|&(_, l)| l).sum();
    if kept + len > FREED_BYTES {
        return false;
    }
    match freed.iter_mut().find(|(_, l)| *l == 0) {
        Some(slot) => {
            *slot = (map as usize, len);
            true
        }
        None => false,
    }
}

/// A kept mapping for a block of mapping length `len`, taken out of the kept
/// ones: the shortest at least as long, else the longest (to be grown).
fn take_freed(len: usize) -> Option<(*mut u8, usize)> {
    let mut freed = FREED.lock().ok()?;
    let slot = freed
        .iter_mut()
        .filter(|(_, l)| *l != 0)
        .min_by_key(|(_, l)| match *l >= len {
            true => (0, *l),
            false => (1, usize::MAX - *l),
        })?;
    let (map, kept) = std::mem::take(slot);
    Some((map as *mut u8, kept))
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
    // A block does not shrink: its pages stay for what it grows to, or for
    // the next block when it is freed.
    if new_len <= len {
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
