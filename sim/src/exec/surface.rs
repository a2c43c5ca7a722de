//! Surface loads and stores (`suld.b`, `sust.b`) over surface objects a test creates
//! with [`crate::Sim::create_surface`] (or a runtime with [`GlobalMem::add_surface`]). The PTX ISA's model: the 64-bit operand is the
//! surface's handle, the first coordinate is a byte offset into a row, the others are
//! row, slice and layer indices; `.trap` faults on an access outside the surface,
//! `.clamp` moves it to the nearest location inside, `.zero` reads zeros and drops
//! the write. The surface's elements live in global memory, one allocation each.

use super::memory::GlobalMem;
use super::warp::Warp;
use super::BlockEnv;
use crate::error::SimError;
use crate::ops::{Geom, Inst, Op, Opnd};

/// A surface: where its rows are and how large it is.
#[derive(Clone, Debug)]
pub struct Surface {
    /// Global address of element (0, 0, 0) of layer 0.
    pub base: u64,
    /// Bytes of one row that belong to the surface.
    pub row_bytes: u64,
    /// Rows (1 for 1D surfaces).
    pub height: u64,
    /// Slices of a 3D surface or layers of a layered one (1 otherwise).
    pub depth: u64,
    /// Bytes from one row to the next.
    pub pitch: u64,
    /// Bytes from one slice or layer to the next.
    pub slice: u64,
}

/// The handle a kernel receives for surface number `index` (nonzero, so a zeroed
/// handle is never valid).
pub fn handle_of(index: usize) -> u64 {
    SURFACE_HANDLE_BASE + index as u64
}

const SURFACE_HANDLE_BASE: u64 = 0x5f00_0000_0001;

fn index_of(handle: u64) -> Option<usize> {
    usize::try_from(handle.checked_sub(SURFACE_HANDLE_BASE)?).ok()
}

impl GlobalMem {
    /// Adds a surface object; returns its handle.
    pub fn add_surface(&mut self, s: Surface) -> u64 {
        self.surfaces.push(Some(s));
        handle_of(self.surfaces.len() - 1)
    }

    /// The surface a handle names.
    pub fn surface(&self, handle: u64) -> Option<&Surface> {
        self.surfaces.get(index_of(handle)?)?.as_ref()
    }

    /// Destroys a surface object; false for a handle that names none.
    pub fn remove_surface(&mut self, handle: u64) -> bool {
        index_of(handle)
            .and_then(|i| self.surfaces.get_mut(i))
            .and_then(Option::take)
            .is_some()
    }
}

/// Byte coordinates of the access (x bytes, row, slice or layer) from the coordinate
/// vector of geometry `g`.
fn coords(w: &Warp, env: &BlockEnv, g: Geom, v: &[Opnd], lane: usize) -> Option<[i64; 3]> {
    let c = |k: usize| v.get(k).map(|o| w.rd(o, lane, env) as u32 as i32 as i64);
    Some(match g {
        Geom::D1 => [c(0)?, 0, 0],
        Geom::D2 => [c(0)?, c(1)?, 0],
        Geom::D3 => [c(0)?, c(1)?, c(2)?],
        Geom::A1 => [c(1)?, 0, c(0)?],
        Geom::A2 => [c(1)?, c(2)?, c(0)?],
        Geom::None | Geom::Cube | Geom::ACube | Geom::Ms => return None,
    })
}

/// Executes `suld.b`/`sust.b` for the lanes of `mask`.
pub fn exec(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> Result<(), SimError> {
    let load = inst.op == Op::Suld;
    let (data, addr) = if load {
        (&inst.ops[0], &inst.ops[1])
    } else {
        (&inst.ops[1], &inst.ops[0])
    };
    let Opnd::List(parts) = addr else {
        return Err(w.fault(
            env,
            mask.trailing_zeros() as usize,
            inst,
            "surface operand is not [handle, {coordinates}]".into(),
            None,
        ));
    };
    let regs: Vec<Opnd> = match data {
        Opnd::Vec(v) => v.to_vec(),
        o => vec![o.clone()],
    };
    let es = inst.ty.bytes() as u64;
    let size = es * regs.len() as u64;
    for l in (0..32).filter(|l| mask & (1 << l) != 0) {
        let fault = |w: &Warp, env: &BlockEnv, msg: String| w.fault(env, l, inst, msg, None);
        let handle = parts.first().map(|h| w.rd(h, l, env)).unwrap_or(0);
        let Some(s) = env.global().surface(handle).cloned() else {
            return Err(fault(w, env, format!("{handle:#x} is not a surface object")));
        };
        let vec = match parts.get(1) {
            Some(Opnd::Vec(v)) => v.to_vec(),
            Some(o) => vec![o.clone()],
            None => Vec::new(),
        };
        let Some([x, y, z]) = coords(w, env, inst.m.geom, &vec, l) else {
            return Err(fault(w, env, "surface access without a geometry or coordinates".into()));
        };
        let limits = [
            s.row_bytes as i64 - size as i64,
            s.height as i64 - 1,
            s.depth as i64 - 1,
        ];
        let inside = [x, y, z].iter().zip(limits).all(|(&c, hi)| c >= 0 && c <= hi);
        let [x, y, z] = if inside {
            [x, y, z]
        } else if inst.m.trap {
            return Err(fault(
                w,
                env,
                format!("surface access at ({x}, {y}, {z}) is outside the surface (.trap)"),
            ));
        } else if inst.m.clamp {
            let mut c = [x, y, z];
            for (v, hi) in c.iter_mut().zip(limits) {
                *v = (*v).clamp(0, hi.max(0));
            }
            c
        } else {
            // `.zero`: loads read zeros, stores are dropped.
            if load {
                for r in &regs {
                    w.wr(r, l, 0);
                }
            }
            continue;
        };
        let at = s.base + z as u64 * s.slice + y as u64 * s.pitch + x as u64;
        for (k, r) in regs.iter().enumerate() {
            let a = at + k as u64 * es;
            if load {
                let v = env
                    .gread(a, es as u32)
                    .map_err(|_| fault(w, env, format!("surface element at {a:#x} is not in memory")))?;
                w.wr(r, l, v);
            } else if !matches!(r, Opnd::Sink) {
                let v = w.rd(r, l, env);
                env.gwrite(a, es as u32, v)
                    .map_err(|_| fault(w, env, format!("surface element at {a:#x} is not in memory")))?;
            }
        }
    }
    Ok(())
}
