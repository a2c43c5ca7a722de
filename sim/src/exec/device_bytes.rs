//! The bytes of one global allocation, shareable between the worker threads
//! of a parallel launch (`ptxsim --threads N`).
//!
//! Blocks of a launch may run on several host threads at once, all reading
//! and writing the same global memory, so the bytes live in `AtomicU32`
//! words: a plain PTX load or store of a naturally aligned 4- or 8-byte
//! value is one or two relaxed word accesses (a plain `mov` on the CPU, no
//! cost in a single-threaded run), a 1- or 2-byte store updates its word
//! with compare-and-swap so that bytes stored concurrently into the other
//! lanes of the word by another block are never lost. Atomic
//! read-modify-writes (`atom`, `red`) of up to 4 bytes are compare-and-swap
//! loops on their word; 8-byte ones run under a lock the caller passes (see
//! `GlobalMem::atomic`). Read-modify-writes use acquire-release ordering, so
//! the PTX pattern "store results, fence, atomically bump a counter" makes
//! the stores visible to the block that reads the counter last. Accesses go
//! through the atomics' safe API; the one `unsafe` step is
//! [`DeviceBytes::host`], which lets a CUDA runtime hand the emulator host
//! memory (managed and mapped pinned memory, whose device and host addresses
//! are the same bytes).

use std::ptr::NonNull;
use std::sync::atomic::{AtomicU32, Ordering};

const RELAXED: Ordering = Ordering::Relaxed;

/// The contents of one allocation: words the emulator owns, or host memory
/// the caller of [`DeviceBytes::host`] keeps alive. Both are a pointer and a
/// word count, so an access costs the same either way.
#[derive(Debug)]
pub struct DeviceBytes {
    ptr: NonNull<AtomicU32>,
    count: usize,
    len: usize,
    /// The words came from a `Box<[AtomicU32]>` this value frees.
    owned: bool,
}

// SAFETY: the words are only ever accessed as `AtomicU32`s, which are `Sync`;
// owned words are freed once, by `drop`; host words outlive the value by the
// contract of `DeviceBytes::host`.
unsafe impl Send for DeviceBytes {}
// SAFETY: as for `Send`.
unsafe impl Sync for DeviceBytes {}

impl Drop for DeviceBytes {
    fn drop(&mut self) {
        if self.owned {
            let slice = std::ptr::slice_from_raw_parts_mut(self.ptr.as_ptr(), self.count);
            // SAFETY: `from_words` made `ptr`/`count` from this very box and gave it up.
            drop(unsafe { Box::from_raw(slice) });
        }
    }
}

impl Default for DeviceBytes {
    fn default() -> Self {
        DeviceBytes::zeroed(0)
    }
}

impl Clone for DeviceBytes {
    /// A copy in words the emulator owns (a host-backed original is copied too).
    fn clone(&self) -> Self {
        let words = self.words().iter().map(|w| AtomicU32::new(w.load(RELAXED))).collect();
        DeviceBytes::from_words(words, self.len)
    }
}

/// Replaces the bytes of `word` selected by `mask` with those of `bits`.
#[inline]
fn merge_into(word: &AtomicU32, mask: u32, bits: u32) {
    let _ = word.fetch_update(RELAXED, RELAXED, |old| Some((old & !mask) | (bits & mask)));
}

impl DeviceBytes {
    /// `len` zero bytes.
    pub fn zeroed(len: usize) -> Self {
        DeviceBytes::from_words((0..len.div_ceil(4)).map(|_| AtomicU32::new(0)).collect(), len)
    }

    fn from_words(words: Box<[AtomicU32]>, len: usize) -> Self {
        let count = words.len();
        let raw = Box::into_raw(words) as *mut AtomicU32;
        DeviceBytes {
            // SAFETY: a box's pointer is never null (a dangling, aligned one when empty).
            ptr: unsafe { NonNull::new_unchecked(raw) },
            count,
            len,
            owned: true,
        }
    }

    /// `len` bytes of host memory at `ptr`, used in place: host code and kernels see the
    /// same bytes.
    ///
    /// # Safety
    /// `ptr` must be 4-byte aligned, valid for reads and writes of `len` rounded up to a
    /// multiple of 4 bytes, and stay so until this value and every clone of the
    /// allocation list holding it are dropped. Host code may touch the bytes only when
    /// no kernel runs on them (CUDA's rule for managed memory on devices without
    /// concurrent access).
    pub unsafe fn host(ptr: NonNull<u8>, len: usize) -> Self {
        debug_assert!(
            (ptr.as_ptr() as usize).is_multiple_of(4),
            "host-backed device bytes must be word aligned"
        );
        DeviceBytes {
            ptr: ptr.cast(),
            count: len.div_ceil(4),
            len,
            owned: false,
        }
    }

    #[inline(always)]
    fn words(&self) -> &[AtomicU32] {
        // SAFETY: owned words come from a live box; host words are valid, aligned and
        // alive for `count` words by `host`'s contract.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.count) }
    }

    /// A copy of `data`.
    pub fn from_slice(data: &[u8]) -> Self {
        let words = data
            .chunks(4)
            .map(|c| {
                let mut b = [0u8; 4];
                b[..c.len()].copy_from_slice(c);
                AtomicU32::new(u32::from_le_bytes(b))
            })
            .collect();
        DeviceBytes::from_words(words, data.len())
    }

    /// Number of bytes.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// No bytes at all.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    fn byte(&self, off: usize) -> u8 {
        (self.words()[off / 4].load(RELAXED) >> (off % 4 * 8)) as u8
    }

    #[inline]
    fn set_byte(&self, off: usize, b: u8) {
        let sh = off % 4 * 8;
        merge_into(&self.words()[off / 4], 0xff << sh, (b as u32) << sh);
    }

    /// Little-endian load of `size` (1..=8) bytes at `off`; the caller checked
    /// that they lie inside.
    #[inline(always)]
    pub fn load(&self, off: usize, size: u32) -> u64 {
        match size {
            4 if off.is_multiple_of(4) => self.words()[off / 4].load(RELAXED) as u64,
            8 if off.is_multiple_of(4) => {
                let lo = self.words()[off / 4].load(RELAXED) as u64;
                let hi = self.words()[off / 4 + 1].load(RELAXED) as u64;
                lo | hi << 32
            }
            1 | 2 if off % 4 + size as usize <= 4 => {
                let w = self.words()[off / 4].load(RELAXED) >> (off % 4 * 8);
                (if size == 1 { w & 0xff } else { w & 0xffff }) as u64
            }
            _ => (0..size as usize).fold(0u64, |v, k| v | (self.byte(off + k) as u64) << (8 * k)),
        }
    }

    /// Consecutive values of `size` (4 or 8) bytes from `off` (a multiple
    /// of 4) into `out`, as `load` of each would read them.
    #[inline(always)]
    pub fn load_run(&self, off: usize, size: u32, out: &mut [u64]) {
        let n = out.len() * size as usize / 4;
        let w = &self.words()[off / 4..off / 4 + n];
        if size == 4 {
            for (o, x) in out.iter_mut().zip(w) {
                *o = x.load(RELAXED) as u64;
            }
        } else {
            for (o, x) in out.iter_mut().zip(w.chunks_exact(2)) {
                *o = x[0].load(RELAXED) as u64 | (x[1].load(RELAXED) as u64) << 32;
            }
        }
    }

    /// Consecutive values of `size` (4 or 8) bytes stored from `off` (a
    /// multiple of 4), as `store` of each would write them.
    #[inline(always)]
    pub fn store_run(&self, off: usize, size: u32, vals: &[u64]) {
        let n = vals.len() * size as usize / 4;
        let w = &self.words()[off / 4..off / 4 + n];
        if size == 4 {
            for (v, x) in vals.iter().zip(w) {
                x.store(*v as u32, RELAXED);
            }
        } else {
            for (v, x) in vals.iter().zip(w.chunks_exact(2)) {
                x[0].store(*v as u32, RELAXED);
                x[1].store((*v >> 32) as u32, RELAXED);
            }
        }
    }

    /// Little-endian store of `size` (1..=8) bytes at `off`.
    #[inline(always)]
    pub fn store(&self, off: usize, size: u32, v: u64) {
        match size {
            4 if off.is_multiple_of(4) => self.words()[off / 4].store(v as u32, RELAXED),
            8 if off.is_multiple_of(4) => {
                self.words()[off / 4].store(v as u32, RELAXED);
                self.words()[off / 4 + 1].store((v >> 32) as u32, RELAXED);
            }
            1 | 2 if off % 4 + size as usize <= 4 => {
                let sh = off % 4 * 8;
                let mask = if size == 1 { 0xffu32 } else { 0xffff };
                merge_into(&self.words()[off / 4], mask << sh, (v as u32) << sh);
            }
            _ => {
                for k in 0..size as usize {
                    self.set_byte(off + k, (v >> (8 * k)) as u8);
                }
            }
        }
    }

    /// Atomically replaces the `size`-byte value at `off` (at most 4 bytes,
    /// within one word) by `f(old)`; returns the old value.
    pub fn rmw_word(&self, off: usize, size: u32, f: impl Fn(u64) -> u64) -> u64 {
        let sh = off % 4 * 8;
        let mask = if size >= 4 {
            u32::MAX
        } else {
            ((1u32 << (size * 8)) - 1) << sh
        };
        let prev = self.words()[off / 4].fetch_update(Ordering::AcqRel, Ordering::Acquire, |old| {
            let new = (f(((old & mask) >> sh) as u64) as u32) << sh;
            Some((old & !mask) | (new & mask))
        });
        let old = prev.unwrap_or_else(|v| v);
        ((old & mask) >> sh) as u64
    }

    /// Copies `data` in at `off` (host writes).
    pub fn write_from(&self, off: usize, data: &[u8]) {
        // bytes up to a word boundary, whole words, the rest
        let head = ((4 - off % 4) % 4).min(data.len());
        for (k, &b) in data[..head].iter().enumerate() {
            self.set_byte(off + k, b);
        }
        let words = (data.len() - head) / 4;
        let first = (off + head) / 4;
        for (w, c) in self.words()[first..first + words]
            .iter()
            .zip(data[head..].chunks_exact(4))
        {
            w.store(u32::from_le_bytes([c[0], c[1], c[2], c[3]]), RELAXED);
        }
        let tail = head + words * 4;
        for (k, &b) in data.iter().enumerate().skip(tail) {
            self.set_byte(off + k, b);
        }
    }

    /// `len` bytes from `off` (host reads).
    pub fn read_to_vec(&self, off: usize, len: usize) -> Vec<u8> {
        let mut v = Vec::with_capacity(len);
        let mut k = off;
        while k < off + len {
            if k.is_multiple_of(4) && k + 4 <= off + len {
                v.extend_from_slice(&self.words()[k / 4].load(RELAXED).to_le_bytes());
                k += 4;
            } else {
                v.push(self.byte(k));
                k += 1;
            }
        }
        v
    }

    /// The bytes from `off` up to the first NUL (printf strings).
    pub fn cstr_from(&self, off: usize) -> Vec<u8> {
        (off..self.len).map(|k| self.byte(k)).take_while(|&c| c != 0).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loads_and_stores_of_every_size_and_alignment() {
        let d = DeviceBytes::zeroed(19);
        d.store(0, 8, 0x0807_0605_0403_0201);
        d.store(9, 2, 0xbbaa);
        d.store(11, 1, 0xcc);
        d.store(13, 4, 0x4433_2211); // unaligned: byte by byte
        assert_eq!(d.load(0, 8), 0x0807_0605_0403_0201);
        assert_eq!(d.load(4, 4), 0x0807_0605);
        assert_eq!(d.load(2, 2), 0x0403);
        assert_eq!(d.load(9, 2), 0xbbaa);
        assert_eq!(d.load(8, 4), 0xccbb_aa00);
        assert_eq!(d.load(13, 4), 0x4433_2211);
        assert_eq!(d.read_to_vec(16, 3), vec![0x44, 0, 0]);
        d.write_from(16, b"hi\0");
        assert_eq!(d.cstr_from(13), vec![0x11, 0x22, 0x33, b'h', b'i']);
        assert_eq!(DeviceBytes::from_slice(&[1, 2, 3, 4, 5]).load(1, 4), 0x0504_0302);
        let big = DeviceBytes::zeroed(23);
        let data: Vec<u8> = (1..=19).collect();
        big.write_from(3, &data);
        assert_eq!(big.read_to_vec(3, 19), data);
        assert_eq!(big.read_to_vec(0, 4), vec![0, 0, 0, 1]);
        assert_eq!(big.read_to_vec(21, 2), vec![19, 0]);
    }

    #[test]
    fn read_modify_write_keeps_the_other_bytes_of_the_word() {
        let d = DeviceBytes::from_slice(&[1, 2, 3, 4]);
        assert_eq!(d.rmw_word(2, 2, |x| x + 0x0101), 0x0403);
        assert_eq!(d.load(0, 4), 0x0504_0201);
        assert_eq!(d.rmw_word(0, 4, |x| x ^ 0xffff_ffff), 0x0504_0201);
        assert_eq!(d.load(0, 4), 0xfafb_fdfe);
    }

    #[test]
    fn concurrent_byte_stores_and_adds_are_not_lost() {
        let d = DeviceBytes::zeroed(8);
        std::thread::scope(|s| {
            for t in 0..4usize {
                let d = &d;
                s.spawn(move || {
                    for _ in 0..1000 {
                        d.store(t, 1, t as u64 + 1);
                        d.rmw_word(4, 4, |x| x + 1);
                    }
                });
            }
        });
        assert_eq!(d.load(0, 4), 0x0403_0201);
        assert_eq!(d.load(4, 4), 4000);
    }
}
