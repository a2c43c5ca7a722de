//! Texture fetches (`tex`, `tld4`) from texture objects: the 64-bit operand is a
//! handle [`GlobalMem::add_texture`] gave out, and the texture's state (where its
//! texels are, their channel format, the sampler's filter and address modes) is a
//! [`Texture`] the host created.
//!
//! The sampling follows the CUDA programming guide's "Texture Fetching" appendix:
//!
//! * normalized coordinates are scaled by the size (`x = N * x_norm`), after `wrap`
//!   (`x_norm - floor(x_norm)`) or `mirror` (the same, mirrored on odd periods);
//! * point filtering reads texel `i = floor(x)`;
//! * linear filtering reads texels `i = floor(xB)` and `i + 1`, `xB = x - 0.5`, with
//!   weight `alpha = frac(xB)` in 9-bit fixed point (8 fraction bits: `alpha` is
//!   rounded to the nearest multiple of 1/256), and blends them as the guide's
//!   formulas do, `(1-a)(1-b)T[i,j] + a(1-b)T[i+1,j] + (1-a)bT[i,j+1] + abT[i+1,j+1]`,
//!   in that order, in f32;
//! * every texel index is addressed separately: `clamp` clamps it to `[0, N-1]`,
//!   `wrap` takes it modulo N, `mirror` reflects it, `border` reads the border color
//!   outside. `wrap` and `mirror` need normalized coordinates; with unnormalized
//!   ones they act as `clamp`.
//!
//! Integer coordinates (`.s32`, `tex1Dfetch`) read one texel, unfiltered; outside a
//! linear-memory texture they read zeros. Texels of 8- and 16-bit integer channels
//! read as normalized floats (`u / (2^n - 1)`, `max(s / (2^(n-1) - 1), -1)`) under
//! that read mode; half channels widen to f32. Missing channels read as 0, and the
//! fourth as 1. Cube maps pick the face of the direction's major axis and the face
//! coordinates of the programming guide's cubemap table. Only level 0 exists:
//! `tex.level` and `tex.grad` read it whatever their operands say.

use super::memory::GlobalMem;
use super::warp::Warp;
use super::BlockEnv;
use crate::error::SimError;
use crate::ops::{Geom, Inst, Op, Opnd, Ty};

/// How a channel's bits are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChannelKind {
    /// Two's complement integers.
    Signed,
    /// Unsigned integers.
    Unsigned,
    /// IEEE floats (16 or 32 bits).
    Float,
}

/// The format of one texel: `channels` channels of `bits` bits each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChannelFormat {
    /// 1 to 4.
    pub channels: u8,
    /// 8, 16 or 32.
    pub bits: u8,
    /// Integer or float.
    pub kind: ChannelKind,
}

impl ChannelFormat {
    /// Bytes of one texel.
    pub fn texel_bytes(self) -> u64 {
        u64::from(self.channels) * u64::from(self.bits / 8)
    }
}

/// The sampler's filter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilterMode {
    /// The nearest texel.
    Point,
    /// Linear (bilinear, trilinear) interpolation of the neighbours.
    Linear,
}

/// What a coordinate outside the texture reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddressMode {
    /// Repeats the texture (normalized coordinates only).
    Wrap,
    /// The nearest edge texel.
    Clamp,
    /// Repeats the texture mirrored (normalized coordinates only).
    Mirror,
    /// The border color.
    Border,
}

/// A texture object: its texels and its sampler.
#[derive(Clone, Debug)]
pub struct Texture {
    /// Global address of texel (0, 0, 0) of layer 0.
    pub base: u64,
    /// Texels of a row.
    pub width: u64,
    /// Rows (1 for 1D textures).
    pub height: u64,
    /// Slices of a 3D texture, layers of a layered one (6 per cube), else 1.
    pub depth: u64,
    /// Bytes from one row to the next.
    pub pitch: u64,
    /// Bytes from one slice or layer to the next.
    pub slice: u64,
    /// The texel format.
    pub format: ChannelFormat,
    /// 8- and 16-bit integer channels read as floats in [0, 1] or [-1, 1]
    /// (`cudaReadModeNormalizedFloat`).
    pub normalized_float: bool,
    /// Coordinates are in [0, 1) rather than texels.
    pub normalized_coords: bool,
    /// Point or linear filtering.
    pub filter: FilterMode,
    /// Address mode of x, y and z.
    pub address: [AddressMode; 3],
    /// What `border` reads.
    pub border: [f32; 4],
    /// A texture over linear memory (`tex1Dfetch`): integer coordinates outside read
    /// zeros.
    pub linear: bool,
}

/// The handle a kernel receives for texture number `index` (nonzero, and apart from
/// surface handles, so neither is taken for the other).
pub fn handle_of(index: usize) -> u64 {
    TEXTURE_HANDLE_BASE + index as u64
}

/// The table index a handle names, if it is a texture handle.
pub fn index_of(handle: u64) -> Option<usize> {
    usize::try_from(handle.checked_sub(TEXTURE_HANDLE_BASE)?).ok()
}

const TEXTURE_HANDLE_BASE: u64 = 0x7e00_0000_0001;

/// One channel value of a fetch: a float, or the bits of an integer.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Value {
    F(f32),
    I(u32),
}

impl Value {
    fn float(self) -> f32 {
        match self {
            Value::F(f) => f,
            Value::I(i) => i as i32 as f32,
        }
    }
}

/// Whether the texture's fetches give floats (and may be filtered).
fn reads_float(t: &Texture) -> bool {
    t.format.kind == ChannelKind::Float || (t.normalized_float && t.format.bits <= 16)
}

/// Reads the four channel values of texel `(x, y, z)`; `None` coordinates read the
/// border color.
fn texel(env: &mut BlockEnv, t: &Texture, at: Option<[u64; 3]>) -> Result<[Value; 4], u64> {
    let float = reads_float(t);
    let Some([x, y, z]) = at else {
        return Ok(t
            .border
            .map(|b| if float { Value::F(b) } else { Value::I(b as i32 as u32) }));
    };
    let bytes = u32::from(t.format.bits / 8);
    let addr = t.base + z * t.slice + y * t.pitch + x * t.format.texel_bytes();
    let mut out = if float {
        [Value::F(0.0), Value::F(0.0), Value::F(0.0), Value::F(1.0)]
    } else {
        [Value::I(0), Value::I(0), Value::I(0), Value::I(1)]
    };
    for (c, o) in out.iter_mut().enumerate().take(usize::from(t.format.channels.min(4))) {
        let a = addr + c as u64 * u64::from(bytes);
        let raw = env.gread(a, bytes).map_err(|_| a)?;
        let bits = u32::from(t.format.bits);
        *o = match t.format.kind {
            ChannelKind::Float if bits == 16 => Value::F(super::float16::f16_to_f64(raw as u16) as f32),
            ChannelKind::Float => Value::F(f32::from_bits(raw as u32)),
            ChannelKind::Unsigned if float => Value::F((raw as f64 / ((1u64 << bits) - 1) as f64) as f32),
            ChannelKind::Signed if float => {
                let v = ((raw << (64 - bits)) as i64) >> (64 - bits);
                Value::F(((v as f64) / ((1i64 << (bits - 1)) - 1) as f64).max(-1.0) as f32)
            }
            ChannelKind::Unsigned => Value::I(raw as u32),
            ChannelKind::Signed => Value::I((((raw << (64 - bits)) as i64) >> (64 - bits)) as u32),
        };
    }
    Ok(out)
}

/// Texel index `i` of a dimension of `n` texels under address mode `mode`; `None` is
/// the border.
fn address(i: i64, n: u64, mode: AddressMode, normalized: bool) -> Option<u64> {
    let n = n.max(1) as i64;
    let i = match mode {
        AddressMode::Border => (0..n).contains(&i).then_some(i)?,
        AddressMode::Wrap if normalized => i.rem_euclid(n),
        AddressMode::Mirror if normalized => {
            let m = i.rem_euclid(2 * n);
            if m >= n {
                2 * n - 1 - m
            } else {
                m
            }
        }
        _ => i.clamp(0, n - 1),
    };
    Some(i as u64)
}

/// A float coordinate in texels: normalized ones are wrapped or mirrored, then scaled.
fn texel_coord(c: f32, n: u64, mode: AddressMode, normalized: bool) -> f32 {
    if !normalized {
        return c;
    }
    let c = match mode {
        AddressMode::Wrap => c - c.floor(),
        AddressMode::Mirror => {
            let f = c - c.floor();
            if (c.floor() as i64).rem_euclid(2) == 1 {
                1.0 - f
            } else {
                f
            }
        }
        _ => c,
    };
    c * n as f32
}

/// Linear filtering's lower texel and weight of the upper one, 1/256 exact.
fn footprint(x: f32) -> (i64, f32) {
    let xb = x - 0.5;
    let i = xb.floor();
    let alpha = ((xb - i) * 256.0).round() / 256.0;
    (i as i64, alpha)
}

/// Where a fetch samples: float or integer coordinates per dimension, the layer.
struct Sample {
    /// Coordinates x, y, z (unused dimensions 0).
    coord: [Coord; 3],
    /// Dimensions the geometry has (1 to 3), not counting the layer.
    dims: usize,
    /// The layer (0 unless layered or cube).
    layer: u64,
    /// Cube faces use normalized, clamped coordinates whatever the sampler says.
    cube: bool,
}

#[derive(Clone, Copy)]
enum Coord {
    F(f32),
    I(i64),
}

/// The sampling position of one lane, from the coordinate vector of geometry `g`.
fn sample(t: &Texture, g: Geom, c: &[u32], int: bool) -> Result<Sample, String> {
    let get = |k: usize| c.get(k).copied().ok_or("too few texture coordinates");
    let coord = |k: usize| -> Result<Coord, &str> {
        let v = get(k)?;
        Ok(if int {
            Coord::I(v as i32 as i64)
        } else {
            Coord::F(f32::from_bits(v))
        })
    };
    let layer = |k: usize| -> Result<u64, &str> {
        let l = get(k)? as i32 as i64;
        Ok(l.clamp(0, t.depth.max(1) as i64 - 1) as u64)
    };
    let zero = Coord::I(0);
    Ok(match g {
        Geom::D1 => Sample {
            coord: [coord(0)?, zero, zero],
            dims: 1,
            layer: 0,
            cube: false,
        },
        Geom::D2 => Sample {
            coord: [coord(0)?, coord(1)?, zero],
            dims: 2,
            layer: 0,
            cube: false,
        },
        Geom::D3 => Sample {
            coord: [coord(0)?, coord(1)?, coord(2)?],
            dims: 3,
            layer: 0,
            cube: false,
        },
        Geom::A1 => Sample {
            coord: [coord(1)?, zero, zero],
            dims: 1,
            layer: layer(0)?,
            cube: false,
        },
        Geom::A2 => Sample {
            coord: [coord(1)?, coord(2)?, zero],
            dims: 2,
            layer: layer(0)?,
            cube: false,
        },
        Geom::Cube | Geom::ACube => {
            let (k, base) = if g == Geom::Cube {
                (0, 0)
            } else {
                (1, get(0)? as i32 as i64)
            };
            let d = [0, 1, 2].map(|i| c.get(k + i).map_or(0.0, |&v| f32::from_bits(v)));
            let (face, s, u) = cube_face(d);
            let layer = (6 * base.max(0) + face).clamp(0, t.depth.max(1) as i64 - 1) as u64;
            Sample {
                coord: [Coord::F(s), Coord::F(u), zero],
                dims: 2,
                layer,
                cube: true,
            }
        }
        Geom::Ms => return Err("multisample textures are not modelled".into()),
        Geom::None => return Err("texture fetch without a geometry".into()),
    })
}

/// The programming guide's cubemap table: the face of direction `(x, y, z)` and the
/// normalized face coordinates `((s/m + 1)/2, (t/m + 1)/2)`.
fn cube_face([x, y, z]: [f32; 3]) -> (i64, f32, f32) {
    let (ax, ay, az) = (x.abs(), y.abs(), z.abs());
    let (face, m, s, t) = if ax >= ay && ax >= az {
        if x >= 0.0 {
            (0, ax, -z, -y)
        } else {
            (1, ax, z, -y)
        }
    } else if ay >= az {
        if y >= 0.0 {
            (2, ay, x, z)
        } else {
            (3, ay, x, -z)
        }
    } else if z >= 0.0 {
        (4, az, x, -y)
    } else {
        (5, az, -x, -y)
    };
    let m = if m == 0.0 { 1.0 } else { m };
    (face, (s / m + 1.0) / 2.0, (t / m + 1.0) / 2.0)
}

/// The texel indices and weights of dimension `d` of a fetch (one or two texels).
fn taps(t: &Texture, s: &Sample, d: usize, linear: bool) -> Vec<(Option<u64>, f32)> {
    let n = [t.width, t.height, t.depth][d];
    if d >= s.dims {
        return vec![(Some(if d == 2 { s.layer } else { 0 }), 1.0)];
    }
    let (mode, normalized) = if s.cube {
        (AddressMode::Clamp, true)
    } else {
        (t.address[d], t.normalized_coords)
    };
    match s.coord[d] {
        Coord::I(i) if t.linear => vec![((0..n as i64).contains(&i).then_some(i as u64), 1.0)],
        Coord::I(i) => vec![(address(i, n, mode, false), 1.0)],
        Coord::F(c) => {
            let x = texel_coord(c, n, mode, normalized);
            if linear {
                let (i, a) = footprint(x);
                vec![
                    (address(i, n, mode, normalized), 1.0 - a),
                    (address(i + 1, n, mode, normalized), a),
                ]
            } else {
                vec![(address(x.floor() as i64, n, mode, normalized), 1.0)]
            }
        }
    }
}

/// Texel position from per-dimension indices (a layer lives in z).
fn position(s: &Sample, idx: [Option<u64>; 3]) -> Option<[u64; 3]> {
    let [x, y, z] = idx;
    let z = if s.dims < 3 { Some(s.layer) } else { z };
    Some([x?, y?, z?])
}

/// The four values a `tex` reads at `s`.
fn fetch(env: &mut BlockEnv, t: &Texture, s: &Sample) -> Result<[Value; 4], u64> {
    if t.linear && matches!(s.coord[0], Coord::I(_)) && taps(t, s, 0, false)[0].0.is_none() {
        // tex1Dfetch outside linear memory: zeros.
        let z = if reads_float(t) { Value::F(0.0) } else { Value::I(0) };
        return Ok([z; 4]);
    }
    let linear = t.filter == FilterMode::Linear && reads_float(t) && !t.linear;
    let tx = taps(t, s, 0, linear);
    let ty = taps(t, s, 1, linear);
    let tz = taps(t, s, 2, linear);
    if tx.len() * ty.len() * tz.len() == 1 {
        return texel(env, t, position(s, [tx[0].0, ty[0].0, tz[0].0]));
    }
    let mut sum = [0f32; 4];
    for &(z, wz) in &tz {
        for &(y, wy) in &ty {
            for &(x, wx) in &tx {
                let v = texel(env, t, position(s, [x, y, z]))?;
                let w = wx * wy * wz;
                for (acc, v) in sum.iter_mut().zip(v) {
                    *acc += w * v.float();
                }
            }
        }
    }
    Ok(sum.map(Value::F))
}

/// The four texels of a `tld4`'s bilinear footprint, component `comp` of each, in the
/// ISA's order: counter-clockwise from the lower left, `(i, j+1)`, `(i+1, j+1)`,
/// `(i+1, j)`, `(i, j)`.
fn gather(env: &mut BlockEnv, t: &Texture, s: &Sample, comp: usize) -> Result<[Value; 4], u64> {
    let tx = taps(t, s, 0, true);
    let ty = taps(t, s, 1, true);
    let (i0, i1) = (tx[0].0, tx.get(1).map_or(tx[0].0, |x| x.0));
    let (j0, j1) = (ty[0].0, ty.get(1).map_or(ty[0].0, |y| y.0));
    let mut out = [Value::I(0); 4];
    for (o, (x, y)) in out.iter_mut().zip([(i0, j1), (i1, j1), (i1, j0), (i0, j0)]) {
        *o = texel(env, t, position(s, [x, y, Some(0)]))?[comp];
    }
    Ok(out)
}

/// Executes `tex`/`tld4` for the lanes of `mask`.
pub fn exec(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> Result<(), SimError> {
    let (Some(data), Some(Opnd::List(parts))) = (inst.ops.first(), inst.ops.get(1)) else {
        return Err(w.fault(
            env,
            mask.trailing_zeros() as usize,
            inst,
            "texture operand is not [handle, {coordinates}]".into(),
            None,
        ));
    };
    let regs: Vec<Opnd> = match data {
        Opnd::Vec(v) => v.to_vec(),
        Opnd::Pair(r, _) => vec![Opnd::Reg(*r)],
        o => vec![o.clone()],
    };
    let coords: Vec<Opnd> = match parts.get(1) {
        Some(Opnd::Vec(v)) => v.to_vec(),
        Some(o) => vec![o.clone()],
        None => Vec::new(),
    };
    let int_coords = inst.ty2 == Ty::S32 || inst.ty2 == Ty::U32;
    for l in (0..32).filter(|l| mask & (1 << l) != 0) {
        let fault = |w: &Warp, env: &BlockEnv, msg: String| w.fault(env, l, inst, msg, None);
        let handle = parts.first().map(|h| w.rd(h, l, env)).unwrap_or(0);
        let Some(t) = env.global().texture(handle).cloned() else {
            return Err(fault(w, env, format!("{handle:#x} is not a texture object")));
        };
        let c: Vec<u32> = coords.iter().map(|o| w.rd(o, l, env) as u32).collect();
        let s = sample(&t, inst.m.geom, &c, int_coords).map_err(|m| fault(w, env, m))?;
        let values = if inst.op == Op::Tld4 {
            gather(env, &t, &s, usize::from(inst.m.x.comp.min(3)))
        } else {
            fetch(env, &t, &s)
        }
        .map_err(|a| fault(w, env, format!("texel at {a:#x} is not in memory")))?;
        write_result(w, inst, &regs, l, values);
    }
    Ok(())
}

/// Writes the four values into the destination vector as the instruction's type
/// says: `.f32`, `.s32`/`.u32`, or two `.f16x2` pairs.
fn write_result(w: &mut Warp, inst: &Inst, regs: &[Opnd], l: usize, v: [Value; 4]) {
    let bits = |v: Value| -> u64 {
        match (inst.ty, v) {
            (Ty::F32, v) => u64::from(v.float().to_bits()),
            (_, Value::I(i)) => u64::from(i),
            (_, Value::F(f)) => u64::from(f.to_bits()),
        }
    };
    let half = |v: Value| u64::from(super::float16::f64_to_f16(f64::from(v.float()), crate::ops::Rnd::Rn));
    for (k, r) in regs.iter().enumerate() {
        let x = match inst.ty {
            Ty::F16x2 => v.get(2 * k).map_or(0, |&a| half(a)) | v.get(2 * k + 1).map_or(0, |&b| half(b)) << 16,
            Ty::F16 => v.get(k).map_or(0, |&a| half(a)),
            _ => v.get(k).map_or(0, |&a| bits(a)),
        };
        if !matches!(r, Opnd::Sink) {
            w.wr(r, l, x);
        }
    }
}

impl GlobalMem {
    /// Adds a texture object; returns its handle.
    pub fn add_texture(&mut self, t: Texture) -> u64 {
        self.textures.push(Some(t));
        handle_of(self.textures.len() - 1)
    }

    /// The texture a handle names.
    pub fn texture(&self, handle: u64) -> Option<&Texture> {
        self.textures.get(index_of(handle)?)?.as_ref()
    }

    /// Destroys a texture object; false for a handle that names none.
    pub fn remove_texture(&mut self, handle: u64) -> bool {
        index_of(handle)
            .and_then(|i| self.textures.get_mut(i))
            .and_then(Option::take)
            .is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear_weights_are_multiples_of_1_256() {
        // x = 1.3 texels: xB = 0.8, i = 0, alpha = round(0.8 * 256) / 256 = 205/256.
        let (i, a) = footprint(1.3);
        assert_eq!((i, a), (0, 205.0 / 256.0));
        // Just below a texel centre, alpha rounds up to 1 (9 bits hold 1.0).
        assert_eq!(footprint(1.4999), (0, 1.0));
        assert_eq!(footprint(0.25), (-1, 0.75));
    }

    #[test]
    fn address_modes_of_a_texel_index() {
        assert_eq!(address(-1, 4, AddressMode::Clamp, true), Some(0));
        assert_eq!(address(5, 4, AddressMode::Clamp, true), Some(3));
        assert_eq!(address(-1, 4, AddressMode::Wrap, true), Some(3));
        assert_eq!(address(9, 4, AddressMode::Wrap, true), Some(1));
        // Mirror: ... 1 0 | 0 1 2 3 | 3 2 1 0 | 0 ...
        assert_eq!(address(-1, 4, AddressMode::Mirror, true), Some(0));
        assert_eq!(address(4, 4, AddressMode::Mirror, true), Some(3));
        assert_eq!(address(6, 4, AddressMode::Mirror, true), Some(1));
        assert_eq!(address(8, 4, AddressMode::Mirror, true), Some(0));
        assert_eq!(address(4, 4, AddressMode::Border, true), None);
        // Wrap needs normalized coordinates; otherwise it clamps.
        assert_eq!(address(-1, 4, AddressMode::Wrap, false), Some(0));
    }

    #[test]
    fn normalized_coordinates_wrap_and_mirror_before_scaling() {
        assert_eq!(texel_coord(1.25, 8, AddressMode::Wrap, true), 2.0);
        assert_eq!(texel_coord(-0.25, 8, AddressMode::Wrap, true), 6.0);
        assert_eq!(texel_coord(1.25, 8, AddressMode::Mirror, true), 6.0);
        assert_eq!(texel_coord(0.5, 8, AddressMode::Clamp, true), 4.0);
        assert_eq!(texel_coord(3.5, 8, AddressMode::Wrap, false), 3.5);
    }

    #[test]
    fn cube_faces_follow_the_guides_table() {
        assert_eq!(cube_face([1.0, 0.0, 0.0]), (0, 0.5, 0.5));
        assert_eq!(cube_face([-1.0, 0.5, 0.0]), (1, 0.5, 0.25));
        assert_eq!(cube_face([0.5, 1.0, 0.0]), (2, 0.75, 0.5));
        assert_eq!(cube_face([0.0, -1.0, 0.5]), (3, 0.5, 0.25));
        assert_eq!(cube_face([0.5, 0.0, 1.0]), (4, 0.75, 0.5));
        assert_eq!(cube_face([0.5, 0.0, -1.0]), (5, 0.25, 0.5));
    }
}
