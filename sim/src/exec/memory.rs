//! Device memory: the global heap and the address windows of generic addressing.
//!
//! Global memory is a list of allocations at real 64-bit device addresses
//! (above 2^44, so a pointer truncated to 32 bits faults), separated by
//! unmapped guard gaps so an access past the end of a buffer is detected.
//! Shared, local, const and param memory live in their own byte arrays; a
//! generic address into them lies in a fixed window (base + offset), which is
//! what `cvta` adds and `cvta.to` removes.

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
    pub data: Vec<u8>,
    /// Name (buffer or variable), for messages.
    pub name: String,
}

/// The global memory of a device.
#[derive(Debug, Clone)]
pub struct GlobalMem {
    allocs: Vec<Alloc>,
    next: u64,
    last: usize,
    /// Bytes currently allocated by device `malloc`.
    heap_used: u64,
    /// Surface objects, by handle (`surface::handle_of`).
    pub surfaces: Vec<super::surface::Surface>,
}

/// The device heap's size: CUDA's default `cudaLimitMallocHeapSize` (8 MiB).
pub const DEVICE_HEAP_LIMIT: u64 = 8 << 20;

/// The name device `malloc` gives its blocks (`free` accepts only these).
const HEAP_BLOCK: &str = "device malloc";

impl Default for GlobalMem {
    fn default() -> Self {
        GlobalMem {
            allocs: Vec::new(),
            next: MODULE_GLOBAL_BASE,
            last: 0,
            heap_used: 0,
            surfaces: Vec::new(),
        }
    }
}

impl GlobalMem {
    /// Allocates `size` bytes (zeroed), 256-byte aligned; returns the address.
    pub fn alloc(&mut self, size: u64, name: &str) -> u64 {
        let base = self.next.div_ceil(256) * 256;
        self.allocs.push(Alloc {
            base,
            data: vec![0; size as usize],
            name: name.to_string(),
        });
        self.next = base + size.max(1) + GUARD;
        base
    }

    /// Device `malloc`: a fresh block, or 0 (NULL) for a zero size or when the
    /// heap is exhausted, as CUDA's allocator answers.
    pub fn heap_alloc(&mut self, size: u64) -> u64 {
        if size == 0 || self.heap_used.saturating_add(size) > DEVICE_HEAP_LIMIT {
            return 0;
        }
        self.heap_used += size;
        self.alloc(size, HEAP_BLOCK)
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
                self.last = 0;
                Ok(())
            }
            _ => Err(format!("free({addr:#x}): not a block that device malloc returned")),
        }
    }

    /// Places an allocation at a fixed address (module variables).
    pub fn alloc_at(&mut self, base: u64, data: Vec<u8>, name: &str) {
        let end = base + data.len() as u64;
        self.allocs.push(Alloc {
            base,
            data,
            name: name.to_string(),
        });
        self.allocs.sort_by_key(|a| a.base);
        self.next = self.next.max(end + GUARD);
    }

    /// Finds the allocation holding `[addr, addr+size)`.
    #[inline]
    pub fn locate(&mut self, addr: u64, size: u64) -> Result<(usize, usize), Fault> {
        if let Some(a) = self.allocs.get(self.last) {
            if addr >= a.base
                && addr
                    .checked_add(size)
                    .is_some_and(|e| e <= a.base + a.data.len() as u64)
            {
                return Ok((self.last, (addr - a.base) as usize));
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
            self.last = i - 1;
            Ok((i - 1, (addr - a.base) as usize))
        } else {
            Err(Fault::OutOfBounds)
        }
    }

    /// Bytes of a range.
    pub fn slice_mut(&mut self, addr: u64, size: u64) -> Result<&mut [u8], Fault> {
        let (i, off) = self.locate(addr, size)?;
        Ok(&mut self.allocs[i].data[off..off + size as usize])
    }

    /// Reads `size` (1..=8) bytes little-endian.
    #[inline]
    pub fn read(&mut self, addr: u64, size: u32) -> Result<u64, Fault> {
        let (i, off) = self.locate(addr, size as u64)?;
        Ok(read_le(&self.allocs[i].data[off..], size))
    }

    /// Writes `size` (1..=8) bytes little-endian.
    #[inline]
    pub fn write(&mut self, addr: u64, size: u32, v: u64) -> Result<(), Fault> {
        let (i, off) = self.locate(addr, size as u64)?;
        write_le(&mut self.allocs[i].data[off..], size, v);
        Ok(())
    }

    /// Reads a NUL-terminated string (for printf).
    pub fn read_cstr(&mut self, addr: u64) -> Result<Vec<u8>, Fault> {
        let (i, off) = self.locate(addr, 1)?;
        let d = &self.allocs[i].data[off..];
        Ok(d.iter().take_while(|&&c| c != 0).copied().collect())
    }

    /// The allocation named `name`.
    pub fn by_name(&self, name: &str) -> Option<&Alloc> {
        self.allocs.iter().find(|a| a.name == name)
    }
}

/// Little-endian load of `size` bytes from the start of `d` (caller checked length).
#[inline]
pub fn read_le(d: &[u8], size: u32) -> u64 {
    match size {
        1 => d[0] as u64,
        2 => u16::from_le_bytes([d[0], d[1]]) as u64,
        4 => u32::from_le_bytes([d[0], d[1], d[2], d[3]]) as u64,
        _ => {
            let mut b = [0u8; 8];
            b[..size as usize].copy_from_slice(&d[..size as usize]);
            u64::from_le_bytes(b)
        }
    }
}

/// Little-endian store of `size` bytes.
#[inline]
pub fn write_le(d: &mut [u8], size: u32, v: u64) {
    d[..size as usize].copy_from_slice(&v.to_le_bytes()[..size as usize]);
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
        g.write(a + 12, 4, 7).unwrap();
        assert_eq!(g.read(a + 12, 4).unwrap(), 7);
        assert_eq!(g.read(a + 16, 4), Err(Fault::OutOfBounds));
        assert_eq!(g.read(a - 4, 4), Err(Fault::OutOfBounds));
        assert_eq!(g.read(a + 14, 4), Err(Fault::OutOfBounds));
    }

    #[test]
    fn device_heap_blocks_fault_after_free_and_run_out() {
        let mut g = GlobalMem::default();
        let buf = g.alloc(64, "cudaMalloc buffer");
        let p = g.heap_alloc(24);
        assert_ne!(p, 0);
        g.write(p + 16, 8, 42).unwrap();
        assert_eq!(g.read(p + 16, 8).unwrap(), 42);
        g.heap_free(p).unwrap();
        assert_eq!(g.read(p, 8), Err(Fault::OutOfBounds), "use after free");
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
}
