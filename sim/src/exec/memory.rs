//! Device memory: the global heap and the address windows of generic addressing.
//!
//! Global memory is a list of allocations at real 64-bit device addresses
//! (above 2^44, so a pointer truncated to 32 bits faults), separated by
//! unmapped guard gaps so an access past the end of a buffer is detected.
//! Shared, local, const and param memory live in their own byte arrays; a
//! generic address into them lies in a fixed window (base + offset), which is
//! what `cvta` adds and `cvta.to` removes.

use super::device_bytes::DeviceBytes;
use std::sync::{Arc, Mutex};

/// Device address of the first module `.global` variable.
pub const MODULE_GLOBAL_BASE: u64 = 0x0000_1000_0000_0000;
/// Generic window of shared memory.
pub const SHARED_WINDOW: u64 = 0x0000_0a00_0000_0000;
/// Generic window of local memory.
pub const LOCAL_WINDOW: u64 = 0x0000_0b00_0000_0000;
/// Generic window of the constant bank.
pub const CONST_WINDOW: u64 = 0x0000_0c00_0000_0000;
/// Generic window of the kernel parameter buffer.
pub const PARAM_WINDOW: u64 = 0x0000_0d00_0000_0000;
/// The generic window of a state space (0 for global: generic and global
/// addresses are the same).
pub fn window_of(space: crate::ops::Space) -> u64 {
    use crate::ops::Space;
    match space {
        Space::Shared => SHARED_WINDOW,
        Space::Local => LOCAL_WINDOW,
        Space::Const => CONST_WINDOW,
        Space::Param => PARAM_WINDOW,
        _ => 0,
    }
}

/// Where function addresses live: function `i` is at `FUNC_WINDOW + i * FUNC_STRIDE`.
/// The ISA leaves function addresses opaque (they are only moved, stored and called
/// through); no memory is mapped here, so a load from one faults.
pub const FUNC_WINDOW: u64 = 0x0000_0e00_0000_0000;
/// Distance between two function addresses.
pub const FUNC_STRIDE: u64 = 16;

/// The address of function `index`.
pub fn func_addr(index: u32) -> u64 {
    FUNC_WINDOW + u64::from(index) * FUNC_STRIDE
}

/// The function index an address names, if it is a function address.
pub fn func_at(addr: u64) -> Option<u32> {
    let off = addr.checked_sub(FUNC_WINDOW)?;
    (off % FUNC_STRIDE == 0 && off < WINDOW_SIZE).then_some((off / FUNC_STRIDE) as u32)
}
/// Size of each window.
pub const WINDOW_SIZE: u64 = 1 << 32;
const GUARD: u64 = 4096;

/// Why an access failed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Fault {
    /// Not inside any allocation / beyond the space.
    OutOfBounds,
    /// Address not a multiple of the access size.
    Misaligned,
}

/// One global allocation.
#[derive(Debug, Clone)]
pub struct Alloc {
    /// Device address.
    pub base: u64,
    /// Contents.
    pub data: DeviceBytes,
    /// Name (buffer or variable), for messages.
    pub name: String,
}

/// The global memory of a device.
///
/// During a launch the allocation list is read-only (device `malloc`/`free`
/// need `&mut`, so kernels that call them run on one thread) and the bytes
/// are shared by all worker threads (`DeviceBytes`). A lookup takes the
/// caller's `hint`, the index of the allocation it found last, so each
/// worker keeps its own cache.
#[derive(Debug, Clone)]
pub struct GlobalMem {
    allocs: Vec<Alloc>,
    next: u64,
    /// Bytes currently allocated by device `malloc`.
    heap_used: u64,
    /// Surface objects, by handle (`surface::handle_of`); `None` once destroyed.
    pub(crate) surfaces: Vec<Option<super::surface::Surface>>,
    /// Texture objects, by handle (`texture::handle_of`); `None` once destroyed.
    pub(crate) textures: Vec<Option<super::texture::Texture>>,
    /// Locks that make 8-byte atomics atomic across worker threads, by address.
    wide_atomic_locks: Arc<[Mutex<()>]>,
}

/// The device heap's size: CUDA's default `cudaLimitMallocHeapSize` (8 MiB).
pub const DEVICE_HEAP_LIMIT: u64 = 8 << 20;

/// The name device `malloc` gives its blocks (`free` accepts only these).
const HEAP_BLOCK: &str = "device malloc";

/// Number of locks for 8-byte atomics (addresses hash onto them).
const WIDE_ATOMIC_LOCKS: usize = 64;

impl Default for GlobalMem {
    fn default() -> Self {
        GlobalMem {
            allocs: Vec::new(),
            next: MODULE_GLOBAL_BASE,
            heap_used: 0,
            surfaces: Vec::new(),
            textures: Vec::new(),
            wide_atomic_locks: (0..WIDE_ATOMIC_LOCKS).map(|_| Mutex::new(())).collect(),
        }
    }
}

impl GlobalMem {
    /// Allocates `size` bytes (zeroed), 256-byte aligned; returns the address.
    pub fn alloc(&mut self, size: u64, name: &str) -> u64 {
        self.alloc_aligned(size, 256, name)
    }

    /// Allocates `size` bytes (zeroed) at a multiple of `align` (a power of two, at least 256).
    fn alloc_aligned(&mut self, size: u64, align: u64, name: &str) -> u64 {
        let base = self.next.div_ceil(align) * align;
        self.insert(Alloc {
            base,
            data: DeviceBytes::zeroed(size as usize),
            name: name.to_string(),
        });
        self.next = base + size.max(1) + GUARD;
        base
    }

    /// Adds an allocation, keeping the list sorted by address (host-backed ones may lie
    /// anywhere in the address space).
    fn insert(&mut self, a: Alloc) {
        let i = self.allocs.partition_point(|x| x.base < a.base);
        self.allocs.insert(i, a);
    }

    /// Whether `[base, base+len)` overlaps an allocation.
    fn overlaps(&self, base: u64, len: u64) -> Option<&Alloc> {
        let end = base.saturating_add(len.max(1));
        let i = self.allocs.partition_point(|a| a.base < end);
        self.allocs[..i]
            .iter()
            .rev()
            .take(1)
            .find(|a| a.base + (a.data.len() as u64).max(1) > base)
    }

    /// Makes `len` bytes of host memory at `base` global memory at the same address: what a
    /// kernel reads and writes there is what the host sees (CUDA's managed, mapped pinned
    /// and registered host memory). An error when it overlaps an allocation.
    ///
    /// # Safety
    /// As [`DeviceBytes::host`]: `base` is word aligned, the bytes are valid and stay so
    /// until [`GlobalMem::unmap`] removes them or this memory is dropped.
    pub unsafe fn map_host(&mut self, base: u64, len: u64, name: &str) -> Result<(), String> {
        if let Some(a) = self.overlaps(base, len) {
            return Err(format!("{name} at {base:#x} overlaps {} at {:#x}", a.name, a.base));
        }
        let ptr = std::ptr::NonNull::new(base as *mut u8).ok_or_else(|| format!("{name}: null address"))?;
        // SAFETY: the caller's contract.
        let data = unsafe { DeviceBytes::host(ptr, len as usize) };
        self.insert(Alloc {
            base,
            data,
            name: name.to_string(),
        });
        Ok(())
    }

    /// Removes the allocation starting at `base` (any kind), returning its size; later
    /// accesses fault. `None` when no allocation starts there.
    pub fn unmap(&mut self, base: u64) -> Option<u64> {
        let i = self.allocs.partition_point(|a| a.base < base);
        if self.allocs.get(i).is_some_and(|a| a.base == base) {
            Some(self.allocs.remove(i).data.len() as u64)
        } else {
            None
        }
    }

    /// The allocation holding `addr`: its base, size and name.
    pub fn allocation_at(&self, addr: u64) -> Option<(u64, u64, &str)> {
        let i = self.allocs.partition_point(|a| a.base <= addr);
        let a = self.allocs.get(i.checked_sub(1)?)?;
        let len = a.data.len() as u64;
        (addr < a.base + len.max(1)).then_some((a.base, len, a.name.as_str()))
    }

    /// Device `malloc`: a fresh block, or 0 (NULL) for a zero size or when the
    /// heap is exhausted, as CUDA's allocator answers.
    pub fn heap_alloc(&mut self, size: u64) -> u64 {
        self.heap_alloc_aligned(size, 1)
    }

    /// Device `__nv_aligned_device_malloc`: as `heap_alloc`, at a multiple of `align`; NULL
    /// when `align` is not a power of two (CUDA's rule). Blocks are 256-byte aligned anyway.
    pub fn heap_alloc_aligned(&mut self, size: u64, align: u64) -> u64 {
        if size == 0 || !align.is_power_of_two() || self.heap_used.saturating_add(size) > DEVICE_HEAP_LIMIT {
            return 0;
        }
        self.heap_used += size;
        self.alloc_aligned(size, align.max(256), HEAP_BLOCK)
    }

    /// Device `free`: releases a block `heap_alloc` returned (NULL is a no-op);
    /// later accesses to it fault. Anything else is an error.
    pub fn heap_free(&mut self, addr: u64) -> Result<(), String> {
        if addr == 0 {
            return Ok(());
        }
        let i = self.allocs.partition_point(|a| a.base < addr);
        match self.allocs.get(i) {
            Some(a) if a.base == addr && a.name == HEAP_BLOCK => {
                self.heap_used -= a.data.len() as u64;
                self.allocs.remove(i);
                Ok(())
            }
            _ => Err(format!("free({addr:#x}): not a block that device malloc returned")),
        }
    }

    /// Places an allocation at a fixed address (module variables).
    pub fn alloc_at(&mut self, base: u64, data: Vec<u8>, name: &str) {
        let end = base + data.len() as u64;
        self.insert(Alloc {
            base,
            data: DeviceBytes::from_slice(&data),
            name: name.to_string(),
        });
        self.next = self.next.max(end + GUARD);
    }

    /// Places an allocation of `data` at `base` (a host program that computed device pointers
    /// ahead of the launch chose it); an error when it would overlap an allocation or its
    /// guard gap, or lie below the module variables or wrap around.
    pub fn alloc_placed(&mut self, base: u64, data: &[u8], name: &str) -> Result<(), String> {
        let end = base
            .checked_add(data.len().max(1) as u64 + GUARD)
            .filter(|_| base >= MODULE_GLOBAL_BASE)
            .ok_or_else(|| format!("{name}: address {base:#x} is outside global memory"))?;
        if let Some(a) = self
            .allocs
            .iter()
            .find(|a| base < a.base + a.data.len().max(1) as u64 + GUARD && a.base < end)
        {
            return Err(format!("{name} at {base:#x} overlaps {} at {:#x}", a.name, a.base));
        }
        self.alloc_at(base, data.to_vec(), name);
        Ok(())
    }

    /// Finds the allocation holding `[addr, addr+size)`: its index and the
    /// offset in it. `hint` is the index found last (updated).
    #[inline]
    pub fn locate(&self, addr: u64, size: u64, hint: &mut usize) -> Result<(usize, usize), Fault> {
        if let Some(a) = self.allocs.get(*hint) {
            if addr >= a.base
                && addr
                    .checked_add(size)
                    .is_some_and(|e| e <= a.base + a.data.len() as u64)
            {
                return Ok((*hint, (addr - a.base) as usize));
            }
        }
        let i = self.allocs.partition_point(|a| a.base <= addr);
        if i == 0 {
            return Err(Fault::OutOfBounds);
        }
        let a = &self.allocs[i - 1];
        if addr
            .checked_add(size)
            .is_some_and(|e| e <= a.base + a.data.len() as u64)
        {
            *hint = i - 1;
            Ok((i - 1, (addr - a.base) as usize))
        } else {
            Err(Fault::OutOfBounds)
        }
    }

    /// The bytes of allocation `index` (from `locate`).
    #[inline]
    pub fn bytes_of(&self, index: usize) -> &DeviceBytes {
        &self.allocs[index].data
    }

    /// Copies host bytes to `[addr, addr+len)`.
    pub fn host_write(&self, addr: u64, data: &[u8]) -> Result<(), Fault> {
        let (i, off) = self.locate(addr, data.len() as u64, &mut 0)?;
        self.allocs[i].data.write_from(off, data);
        Ok(())
    }

    /// Copies `len` bytes at `addr` to the host.
    pub fn host_read(&self, addr: u64, len: u64) -> Result<Vec<u8>, Fault> {
        let (i, off) = self.locate(addr, len, &mut 0)?;
        Ok(self.allocs[i].data.read_to_vec(off, len as usize))
    }

    /// Reads `size` (1..=8) bytes little-endian.
    #[inline]
    pub fn read(&self, addr: u64, size: u32, hint: &mut usize) -> Result<u64, Fault> {
        let (i, off) = self.locate(addr, size as u64, hint)?;
        Ok(self.allocs[i].data.load(off, size))
    }

    /// Writes `size` (1..=8) bytes little-endian.
    #[inline]
    pub fn write(&self, addr: u64, size: u32, v: u64, hint: &mut usize) -> Result<(), Fault> {
        let (i, off) = self.locate(addr, size as u64, hint)?;
        self.allocs[i].data.store(off, size, v);
        Ok(())
    }

    /// Atomically replaces the naturally aligned `size`-byte value at `addr`
    /// by `f(old)` and returns the old value: atomic across worker threads.
    /// Up to 4 bytes this is a compare-and-swap on the containing word;
    /// 8 bytes are read and written under the lock of their address, which
    /// every 8-byte atomic on that address takes.
    pub fn atomic(&self, addr: u64, size: u32, hint: &mut usize, f: impl Fn(u64) -> u64) -> Result<u64, Fault> {
        let (i, off) = self.locate(addr, size as u64, hint)?;
        let data = &self.allocs[i].data;
        if size <= 4 && off % 4 + size as usize <= 4 {
            return Ok(data.rmw_word(off, size, f));
        }
        let lock = &self.wide_atomic_locks[(addr / 8) as usize % WIDE_ATOMIC_LOCKS];
        let _held = lock.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let old = data.load(off, size);
        data.store(off, size, f(old));
        Ok(old)
    }

    /// Reads a NUL-terminated string (for printf).
    pub fn read_cstr(&self, addr: u64) -> Result<Vec<u8>, Fault> {
        let (i, off) = self.locate(addr, 1, &mut 0)?;
        Ok(self.allocs[i].data.cstr_from(off))
    }

    /// The allocation named `name`.
    pub fn by_name(&self, name: &str) -> Option<&Alloc> {
        self.allocs.iter().find(|a| a.name == name)
    }
}

/// Little-endian load of `size` bytes from the start of `d` (caller checked length).
#[inline(always)]
pub fn read_le(d: &[u8], size: u32) -> u64 {
    match size {
        1 => d[0] as u64,
        2 => u16::from_le_bytes([d[0], d[1]]) as u64,
        4 => u32::from_le_bytes([d[0], d[1], d[2], d[3]]) as u64,
        8 => u64::from_le_bytes(d[..8].try_into().expect("8 bytes")),
        _ => {
            let mut b = [0u8; 8];
            b[..size as usize].copy_from_slice(&d[..size as usize]);
            u64::from_le_bytes(b)
        }
    }
}

/// Little-endian store of `size` bytes.
#[inline(always)]
pub fn write_le(d: &mut [u8], size: u32, v: u64) {
    // fixed-size copies for the usual sizes, so none is a call to memmove
    match size {
        1 => d[0] = v as u8,
        2 => d[..2].copy_from_slice(&(v as u16).to_le_bytes()),
        4 => d[..4].copy_from_slice(&(v as u32).to_le_bytes()),
        8 => d[..8].copy_from_slice(&v.to_le_bytes()),
        _ => d[..size as usize].copy_from_slice(&v.to_le_bytes()[..size as usize]),
    }
}

/// Whether storing the low `size` bytes of `v` at the start of `d` changes them.
#[inline(always)]
pub fn changes(d: &[u8], size: u32, v: u64) -> bool {
    let bits = if size >= 8 { u64::MAX } else { (1u64 << (size * 8)) - 1 };
    (read_le(d, size) ^ v) & bits != 0
}

/// Bounds-checked load from a byte array space (shared/local/const/param).
#[inline]
pub fn read_bytes(d: &[u8], off: u64, size: u32) -> Result<u64, Fault> {
    if off.checked_add(size as u64).is_none_or(|e| e > d.len() as u64) {
        return Err(Fault::OutOfBounds);
    }
    Ok(read_le(&d[off as usize..], size))
}

/// Bounds-checked store into a byte array space.
#[inline]
pub fn write_bytes(d: &mut [u8], off: u64, size: u32, v: u64) -> Result<(), Fault> {
    if off.checked_add(size as u64).is_none_or(|e| e > d.len() as u64) {
        return Err(Fault::OutOfBounds);
    }
    write_le(&mut d[off as usize..], size, v);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guard_gap_catches_overrun() {
        let mut g = GlobalMem::default();
        let a = g.alloc(16, "a");
        let b = g.alloc(16, "b");
        assert!(b > a + 16);
        let h = &mut 0;
        g.write(a + 12, 4, 7, h).unwrap();
        assert_eq!(g.read(a + 12, 4, h).unwrap(), 7);
        assert_eq!(g.read(a + 16, 4, h), Err(Fault::OutOfBounds));
        assert_eq!(g.read(a - 4, 4, h), Err(Fault::OutOfBounds));
        assert_eq!(g.read(a + 14, 4, h), Err(Fault::OutOfBounds));
    }

    #[test]
    fn device_heap_blocks_fault_after_free_and_run_out() {
        let mut g = GlobalMem::default();
        let buf = g.alloc(64, "cudaMalloc buffer");
        let p = g.heap_alloc(24);
        assert_ne!(p, 0);
        let h = &mut 0;
        g.write(p + 16, 8, 42, h).unwrap();
        assert_eq!(g.read(p + 16, 8, h).unwrap(), 42);
        g.heap_free(p).unwrap();
        assert_eq!(g.read(p, 8, h), Err(Fault::OutOfBounds), "use after free");
        assert!(g.heap_free(p).is_err(), "double free");
        assert!(g.heap_free(buf).is_err(), "free of a buffer malloc did not return");
        g.heap_free(0).unwrap();
        assert_eq!(g.heap_alloc(0), 0);
        assert_eq!(g.heap_alloc(DEVICE_HEAP_LIMIT + 1), 0, "beyond the heap: NULL");
        let big = g.heap_alloc(DEVICE_HEAP_LIMIT);
        assert_ne!(big, 0);
        assert_eq!(g.heap_alloc(1), 0, "heap exhausted");
        g.heap_free(big).unwrap();
        assert_ne!(g.heap_alloc(1), 0, "freed bytes are available again");
    }

    #[test]
    fn eight_byte_atomics_are_atomic_across_threads() {
        let mut g = GlobalMem::default();
        let a = g.alloc(16, "counters");
        std::thread::scope(|s| {
            for _ in 0..4 {
                let g = &g;
                s.spawn(move || {
                    let h = &mut 0;
                    for _ in 0..1000 {
                        g.atomic(a, 8, h, |x| x + (1 << 32) + 1).unwrap();
                        g.atomic(a + 8, 4, h, |x| x + 2).unwrap();
                    }
                });
            }
        });
        assert_eq!(g.read(a, 8, &mut 0).unwrap(), (4000 << 32) + 4000);
        assert_eq!(g.read(a + 8, 4, &mut 0).unwrap(), 8000);
        assert_eq!(g.atomic(a + 4, 4, &mut 0, |_| 0).unwrap(), 4000);
    }
}
