//! Reading the PTX out of an nvcc fatbinary.
//!
//! nvcc's host code registers each translation unit's device code with
//! `__cudaRegisterFatBinary(&wrapper)`. The wrapper (`fatbinary_section.h`) points at
//! the fatbinary: a 16-byte header (magic `0xBA55ED50`, version, header size, body
//! size) followed by entries, each an 80-byte header and a payload. An entry's kind is
//! 1 for PTX and 2 for a cubin (ELF); its `arch` is the compute capability times ten.
//! Payloads may be compressed: flag `0x2000` marks LZ4 (older toolkits, or
//! `-compress-mode=speed`), flag `0x8000` Zstandard (CUDA 13's default). The layout
//! is not documented by NVIDIA; it is the one `cuobjdump` reads and that open
//! reimplementations (GPU Ocelot, gpgpu-sim's loaders) describe.

/// `__fatBinC_Wrapper_t::magic`.
pub const WRAPPER_MAGIC: u32 = 0x466243B1;
/// The fatbinary header's magic.
pub const FATBIN_MAGIC: u32 = 0xBA55ED50;

const KIND_PTX: u16 = 1;
const FLAG_LZ4: u64 = 0x2000;
const FLAG_ZSTD: u64 = 0x8000;

/// The wrapper nvcc emits for each translation unit.
#[repr(C)]
pub struct Wrapper {
    /// `WRAPPER_MAGIC`.
    pub magic: i32,
    /// 1, or 2 for a `-rdc` link's list of fatbinaries.
    pub version: i32,
    /// The fatbinary.
    pub data: *const u8,
    /// A file name (version 1) or a list of fatbinaries (version 2).
    pub filename_or_fatbins: *const u8,
}

/// One entry of a fatbinary.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// 1 PTX, 2 cubin.
    pub kind: u16,
    /// Compute capability times ten (80 for sm_80).
    pub arch: u32,
    /// The payload, decompressed.
    pub bytes: Vec<u8>,
}

fn u16_at(b: &[u8], o: usize) -> Option<u16> {
    Some(u16::from_le_bytes(b.get(o..o + 2)?.try_into().ok()?))
}
fn u32_at(b: &[u8], o: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(o..o + 4)?.try_into().ok()?))
}
fn u64_at(b: &[u8], o: usize) -> Option<u64> {
    Some(u64::from_le_bytes(b.get(o..o + 8)?.try_into().ok()?))
}

/// The total size of the fatbinary starting at `header` (its 16-byte header included),
/// read from the header; `None` when the magic is wrong.
pub fn fatbin_len(header: &[u8; 16]) -> Option<usize> {
    if u32_at(header, 0)? != FATBIN_MAGIC {
        return None;
    }
    let header_size = u16_at(header, 6)? as usize;
    let body = u64_at(header, 8)? as usize;
    header_size.checked_add(body)
}

/// The entries of a fatbinary (`bytes` starts at its header).
pub fn entries(bytes: &[u8]) -> Result<Vec<Entry>, String> {
    if u32_at(bytes, 0) != Some(FATBIN_MAGIC) {
        return Err("not a fatbinary (bad magic)".into());
    }
    let header_size = u16_at(bytes, 6).ok_or("truncated fatbinary header")? as usize;
    let body = u64_at(bytes, 8).ok_or("truncated fatbinary header")? as usize;
    let end = header_size
        .checked_add(body)
        .filter(|&e| e <= bytes.len())
        .ok_or("truncated fatbinary")?;
    let mut at = header_size;
    let mut out = Vec::new();
    while at + 0x40 <= end {
        let e = &bytes[at..end];
        let kind = u16_at(e, 0).ok_or("truncated entry")?;
        let entry_header = u32_at(e, 4).ok_or("truncated entry")? as usize;
        let size = u64_at(e, 8).ok_or("truncated entry")? as usize;
        let compressed = u32_at(e, 0x10).ok_or("truncated entry")? as usize;
        let arch = u32_at(e, 0x1c).ok_or("truncated entry")?;
        let flags = u64_at(e, 0x28).ok_or("truncated entry")?;
        let raw_size = u64_at(e, 0x38).unwrap_or(0) as usize;
        let payload = e
            .get(entry_header..entry_header.checked_add(size).ok_or("bad entry size")?)
            .ok_or("entry payload past the end of the fatbinary")?;
        let bytes = if flags & FLAG_ZSTD != 0 {
            zstd(payload.get(..compressed).unwrap_or(payload))?
        } else if flags & FLAG_LZ4 != 0 {
            lz4_block(payload.get(..compressed).unwrap_or(payload), raw_size)?
        } else {
            payload.to_vec()
        };
        out.push(Entry { kind, arch, bytes });
        at += entry_header + size;
    }
    Ok(out)
}

/// The PTX text of the PTX entry best suited to a device of compute capability `sm`
/// (times ten): the highest `arch` not above `sm`. `Err` names what the fatbinary holds
/// when no entry fits.
pub fn pick_ptx(entries: &[Entry], sm: u32) -> Result<String, String> {
    let best = entries
        .iter()
        .filter(|e| e.kind == KIND_PTX && e.arch <= sm)
        .max_by_key(|e| e.arch);
    match best {
        Some(e) => {
            let end = e.bytes.iter().position(|&b| b == 0).unwrap_or(e.bytes.len());
            Ok(String::from_utf8_lossy(&e.bytes[..end]).into_owned())
        }
        None => {
            let held: Vec<String> = entries
                .iter()
                .map(|e| format!("{} for sm_{}", if e.kind == KIND_PTX { "PTX" } else { "cubin" }, e.arch))
                .collect();
            Err(format!(
                "no PTX for sm_{sm} in the fatbinary (it holds: {}); build with -gencode arch=compute_{sm},code=compute_{sm}",
                if held.is_empty() { "nothing".to_string() } else { held.join(", ") }
            ))
        }
    }
}

fn zstd(data: &[u8]) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let mut decoder = ruzstd::decoding::StreamingDecoder::new(data).map_err(|e| format!("zstd-compressed PTX: {e}"))?;
    let mut out = Vec::new();
    decoder
        .read_to_end(&mut out)
        .map_err(|e| format!("zstd-compressed PTX: {e}"))?;
    Ok(out)
}

/// Decodes one LZ4 block (the format of LZ4's `LZ4_decompress_safe`): sequences of a
/// token (literal length, match length), literals, and a 2-byte back offset.
fn lz4_block(src: &[u8], expected: usize) -> Result<Vec<u8>, String> {
    let bad = || "corrupt LZ4-compressed PTX".to_string();
    let mut out = Vec::with_capacity(expected);
    let mut i = 0;
    let length = |i: &mut usize, mut n: usize| -> Result<usize, String> {
        if n == 15 {
            loop {
                let b = *src.get(*i).ok_or_else(bad)?;
                *i += 1;
                n += b as usize;
                if b != 255 {
                    break;
                }
            }
        }
        Ok(n)
    };
    while i < src.len() {
        let token = src[i];
        i += 1;
        let lit = length(&mut i, (token >> 4) as usize)?;
        out.extend_from_slice(src.get(i..i + lit).ok_or_else(bad)?);
        i += lit;
        if i >= src.len() {
            break;
        }
        let off = u16_at(src, i).ok_or_else(bad)? as usize;
        i += 2;
        let len = length(&mut i, (token & 15) as usize)? + 4;
        if off == 0 || off > out.len() {
            return Err(bad());
        }
        let start = out.len() - off;
        for k in 0..len {
            let b = out[start + k];
            out.push(b);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(kind: u16, arch: u32, flags: u64, payload: &[u8], raw: usize) -> Vec<u8> {
        let mut h = vec![0u8; 0x50];
        h[0..2].copy_from_slice(&kind.to_le_bytes());
        h[4..8].copy_from_slice(&0x50u32.to_le_bytes());
        h[8..16].copy_from_slice(&(payload.len() as u64).to_le_bytes());
        h[0x10..0x14].copy_from_slice(&(payload.len() as u32).to_le_bytes());
        h[0x1c..0x20].copy_from_slice(&arch.to_le_bytes());
        h[0x28..0x30].copy_from_slice(&flags.to_le_bytes());
        h[0x38..0x40].copy_from_slice(&(raw as u64).to_le_bytes());
        h.extend_from_slice(payload);
        h
    }

    fn fatbin(entries: &[Vec<u8>]) -> Vec<u8> {
        let body: Vec<u8> = entries.concat();
        let mut f = Vec::new();
        f.extend_from_slice(&FATBIN_MAGIC.to_le_bytes());
        f.extend_from_slice(&1u16.to_le_bytes());
        f.extend_from_slice(&16u16.to_le_bytes());
        f.extend_from_slice(&(body.len() as u64).to_le_bytes());
        f.extend_from_slice(&body);
        f
    }

    #[test]
    fn picks_the_highest_ptx_not_above_the_device() {
        let f = fatbin(&[
            entry(1, 70, 0x11, b".target sm_70\0\0", 0),
            entry(2, 80, 0x11, b"\x7fELF", 0),
            entry(1, 80, 0x11, b".target sm_80\0", 0),
            entry(1, 90, 0x11, b".target sm_90", 0),
        ]);
        assert_eq!(fatbin_len(f[..16].try_into().unwrap()), Some(f.len()));
        let e = entries(&f).unwrap();
        assert_eq!(e.len(), 4);
        assert_eq!(pick_ptx(&e, 80).unwrap(), ".target sm_80");
        assert_eq!(pick_ptx(&e, 75).unwrap(), ".target sm_70");
        let err = pick_ptx(&e[1..2], 80).unwrap_err();
        assert!(err.contains("cubin for sm_80"), "{err}");
    }

    #[test]
    fn decodes_lz4_blocks_with_overlapping_matches() {
        // "abcabcabcabc!": literals "abc", a match of 9 at offset 3, then literal "!".
        let block = [0x35, b'a', b'b', b'c', 3, 0, 0x10, b'!'];
        assert_eq!(lz4_block(&block, 13).unwrap(), b"abcabcabcabc!");
        assert!(lz4_block(&[0x05, 9, 0], 4).is_err(), "offset before the start");
        let f = fatbin(&[entry(1, 80, 0x2011, &block, 13)]);
        assert_eq!(pick_ptx(&entries(&f).unwrap(), 80).unwrap(), "abcabcabcabc!");
    }

    #[test]
    fn rejects_truncated_and_foreign_data() {
        assert!(entries(b"not a fatbinary at all").is_err());
        let mut f = fatbin(&[entry(1, 80, 0x11, b"ptx", 0)]);
        f.truncate(40);
        assert!(entries(&f).is_err());
    }
}
