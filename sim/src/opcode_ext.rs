//! Opcode text of the mbarrier, asynchronous-copy, `elect` and `wmma`
//! families, whose modifiers say which sub-operation, spaces, fragment and
//! matrix shape an instruction has (`ExtMods`), unlike the generic
//! modifiers `decode::parse_opcode` reads for the other instructions.

use crate::error::ParseError;
use crate::ops::*;

fn err<T>(line: u32, msg: String) -> Result<T, ParseError> {
    Err(ParseError { line, msg })
}

/// The space named by a modifier (`shared::cta` and `shared::cluster` are
/// shared memory: a cluster's other blocks' memory is not modelled).
fn space(p: &str) -> Option<Space> {
    Some(match p {
        "shared" | "shared::cta" | "shared::cluster" => Space::Shared,
        "global" => Space::Global,
        _ => return None,
    })
}

/// Modifiers that only order memory, give cache hints or name the scope:
/// they change nothing in a simulator that runs one thread at a time.
fn ignorable(p: &str) -> bool {
    matches!(
        p,
        "sync" | "aligned" | "release" | "acquire" | "relaxed" | "cta" | "cluster" | "gpu" | "sys" | "b64" | ""
    ) || p.starts_with("L2::")
        || p.starts_with("L1::")
}

/// `wmma` shape `mMnNkK`.
fn shape(p: &str) -> Option<[u8; 3]> {
    let rest = p.strip_prefix('m')?;
    let (m, rest) = rest.split_once('n')?;
    let (n, k) = rest.split_once('k')?;
    Some([m.parse().ok()?, n.parse().ok()?, k.parse().ok()?])
}

/// Parses `base.parts...` for the families above; `None` for other bases.
pub fn parse(line: u32, opcode: &str) -> Option<Result<(Op, Ty, Ty, Mods), ParseError>> {
    let mut parts = opcode.split('.');
    let base = parts.next().unwrap_or("");
    let parts: Vec<&str> = parts.collect();
    let r = match base {
        "mbarrier" => mbarrier(line, opcode, &parts),
        "cp" => cp(line, opcode, &parts),
        "elect" => Ok((
            Op::Elect,
            Ty::B32,
            Ty::B32,
            Mods {
                vec: 1,
                ..Mods::default()
            },
        )),
        "wmma" => wmma(line, opcode, &parts),
        "mma" => mma(line, opcode, &parts),
        "ldmatrix" | "stmatrix" => ldst_matrix(line, opcode, base, &parts),
        _ => return crate::exec::video::parse(line, opcode, base, &parts),
    };
    Some(r)
}

fn unsupported<T>(line: u32, p: &str, opcode: &str) -> Result<T, ParseError> {
    err(line, format!("unsupported modifier '.{p}' in '{opcode}'"))
}

fn mbarrier(line: u32, opcode: &str, parts: &[&str]) -> Result<(Op, Ty, Ty, Mods), ParseError> {
    let mut m = Mods {
        vec: 1,
        ..Mods::default()
    };
    let sub = match parts.first().copied() {
        Some("init") => Sub::MbInit,
        Some("inval") => Sub::MbInval,
        Some("arrive") => Sub::MbArrive,
        Some("arrive_drop") => Sub::MbArriveDrop,
        Some("expect_tx") => Sub::MbExpectTx,
        Some("complete_tx") => Sub::MbCompleteTx,
        Some("test_wait") => Sub::MbTestWait,
        Some("try_wait") => Sub::MbTryWait,
        Some("pending_count") => Sub::MbPendingCount,
        _ => return err(line, format!("unknown instruction '{opcode}'")),
    };
    m.x.sub = sub;
    for &p in &parts[1..] {
        if let Some(s) = space(p) {
            if s != Space::Shared {
                return unsupported(line, p, opcode);
            }
            m.space = s;
            continue;
        }
        match p {
            "parity" => m.x.parity = true,
            "noComplete" => m.x.no_complete = true,
            "expect_tx" => m.x.expect_tx = true,
            _ if ignorable(p) => {}
            _ => return unsupported(line, p, opcode),
        }
    }
    Ok((Op::Mbarrier, Ty::B64, Ty::B64, m))
}

fn cp(line: u32, opcode: &str, parts: &[&str]) -> Result<(Op, Ty, Ty, Mods), ParseError> {
    let mut m = Mods {
        vec: 1,
        ..Mods::default()
    };
    if parts.first() != Some(&"async") {
        return err(line, format!("unknown instruction '{opcode}'"));
    }
    let mut rest = &parts[1..];
    let bulk = rest.first() == Some(&"bulk");
    if bulk {
        rest = &rest[1..];
    }
    m.x.sub = match rest.first().copied() {
        Some("commit_group" | "wait_group" | "wait_all" | "prefetch") => Sub::CpGroup,
        Some("mbarrier") if !bulk => {
            rest = &rest[1..];
            Sub::CpMbarArrive
        }
        Some("tensor") => return err(line, format!("'{opcode}': tensor copies are not modelled")),
        _ if bulk => Sub::CpBulk,
        _ => Sub::CpCopy,
    };
    let mut spaces = Vec::new();
    for &p in rest {
        if let Some(s) = space(p) {
            spaces.push(s);
            continue;
        }
        match p {
            "arrive" if m.x.sub == Sub::CpMbarArrive => {}
            "noinc" => m.x.noinc = true,
            "ca" | "cg" | "commit_group" | "wait_group" | "wait_all" | "prefetch" | "read" | "bulk_group" => {}
            "mbarrier::complete_tx::bytes" => {}
            _ if ignorable(p) => {}
            _ => return unsupported(line, p, opcode),
        }
    }
    match m.x.sub {
        Sub::CpCopy | Sub::CpBulk => {
            let [dst, src] = spaces[..] else {
                return err(line, format!("'{opcode}' needs a destination and a source space"));
            };
            m.space = dst;
            m.x.src_space = src;
        }
        _ => m.space = spaces.first().copied().unwrap_or(Space::Generic),
    }
    Ok((Op::CpAsync, Ty::B64, Ty::B64, m))
}

fn wmma(line: u32, opcode: &str, parts: &[&str]) -> Result<(Op, Ty, Ty, Mods), ParseError> {
    let mut m = Mods {
        vec: 1,
        ..Mods::default()
    };
    m.x.sub = match parts.first().copied() {
        Some("load") => Sub::WmmaLoad,
        Some("store") => Sub::WmmaStore,
        Some("mma") => Sub::WmmaMma,
        _ => return err(line, format!("unknown instruction '{opcode}'")),
    };
    let mut tys = Vec::new();
    let mut layouts = Vec::new();
    for (k, &p) in parts.iter().enumerate().skip(1) {
        if let Some(t) = Ty::parse(p) {
            tys.push(t);
            continue;
        }
        if let Some(s) = shape(p) {
            m.x.shape = s;
            continue;
        }
        match p {
            "a" | "b" | "c" | "d" if k == 1 => {
                m.x.frag = match p {
                    "a" => Frag::A,
                    "b" => Frag::B,
                    "c" => Frag::C,
                    _ => Frag::D,
                }
            }
            "row" => layouts.push(false),
            "col" => layouts.push(true),
            "global" => m.space = Space::Global,
            "shared" | "shared::cta" => m.space = Space::Shared,
            "satfinite" => m.sat = true,
            // f64's rounding: the model rounds every step to nearest
            "rn" => {}
            _ if ignorable(p) => {}
            _ => return unsupported(line, p, opcode),
        }
    }
    let f64_shape = m.x.shape == [8, 8, 4];
    let tf32_shape = m.x.shape == [16, 16, 8];
    if !matches!(m.x.shape, [16, 16, 16] | [32, 8, 16] | [8, 32, 16]) && !f64_shape && !tf32_shape {
        return err(
            line,
            format!("'{opcode}': only the m16n16k16, m32n8k16, m8n32k16, m16n16k8 and m8n8k4 shapes are modelled"),
        );
    }
    for (k, c) in layouts.into_iter().take(2).enumerate() {
        m.x.col[k] = c;
    }
    let ty = if m.x.sub == Sub::WmmaMma {
        // .dtype.ctype (f16 inputs) or .dtype.atype.btype.ctype
        match tys[..] {
            [d, c] => {
                m.x.ab_ty = Ty::F16;
                m.x.c_ty = c;
                d
            }
            [d, a, _, c] => {
                m.x.ab_ty = a;
                m.x.c_ty = c;
                d
            }
            _ => return err(line, format!("'{opcode}': expected the D and C types (and A, B)")),
        }
    } else {
        match tys[..] {
            [t] => t,
            _ => return err(line, format!("'{opcode}': expected one element type")),
        }
    };
    // m8n8k4 is the doubles' shape and the only one they have; m16n16k8 is
    // tf32's (with f32 accumulators).
    let supported = |t: Ty| {
        (t == Ty::F64) == f64_shape
            && (t == Ty::TF32 || t == Ty::F32 || !tf32_shape)
            && (t != Ty::TF32 || tf32_shape)
            && matches!(
                t,
                Ty::F16 | Ty::BF16 | Ty::F32 | Ty::TF32 | Ty::S8 | Ty::U8 | Ty::S32 | Ty::F64
            )
    };
    if !supported(ty) || (m.x.sub == Sub::WmmaMma && !(supported(m.x.ab_ty) && supported(m.x.c_ty))) {
        return err(
            line,
            format!(
                "'{opcode}': only f16, bf16, f32, s8, u8, s32, tf32 (m16n16k8) and f64 (m8n8k4) fragments are modelled"
            ),
        );
    }
    Ok((Op::Wmma, ty, ty, m))
}

/// `mma.sync.aligned.mMnNkK.row.col{.satfinite}.dtype.atype.btype.ctype`
/// (floating-point forms with f16/bf16 inputs).
fn mma(line: u32, opcode: &str, parts: &[&str]) -> Result<(Op, Ty, Ty, Mods), ParseError> {
    let mut m = Mods {
        vec: 1,
        ..Mods::default()
    };
    let mut tys = Vec::new();
    let mut layouts = 0;
    for &p in parts {
        if let Some(t) = Ty::parse(p) {
            tys.push(t);
        } else if let Some(s) = shape(p) {
            m.x.shape = s;
        } else if p == "satfinite" {
            m.sat = true;
        } else if p == "row" || p == "col" {
            // A's layout, then B's (only m8n8k4 takes other than .row.col).
            if layouts < 2 {
                m.x.col[layouts] = p == "col";
            }
            layouts += 1;
        } else if !ignorable(p) {
            return unsupported(line, p, opcode);
        }
    }
    let [d, a, b, c] = tys[..] else {
        return err(line, format!("'{opcode}': expected the D, A, B and C types"));
    };
    // m8n8k16 with 8-bit integers (SM75's integer MMA, CUTLASS's Turing GEMMs); A and
    // B each signed or unsigned.
    let int8 = |t: Ty| matches!(t, Ty::S8 | Ty::U8);
    if m.x.shape == [8, 8, 16] && int8(a) && int8(b) && d == Ty::S32 && c == Ty::S32 {
        m.x.ab_ty = a;
        m.x.b_ty = b;
        m.x.c_ty = c;
        return Ok((Op::Mma, d, d, m));
    }
    let shapes_ok = matches!(m.x.shape, [16, 8, 16] | [16, 8, 8]) || (m.x.shape == [8, 8, 4] && a == Ty::F16);
    if m.x.shape != [8, 8, 4] && m.x.col != [false, true] {
        return err(line, format!("'{opcode}': this shape takes .row.col only"));
    }
    if !shapes_ok
        || a != b
        || !matches!(a, Ty::F16 | Ty::BF16)
        || !matches!(d, Ty::F16 | Ty::F32)
        || !matches!(c, Ty::F16 | Ty::F32)
    {
        return err(
            line,
            format!("'{opcode}': only m16n8k16 and m16n8k8 with f16/bf16 inputs, m8n8k4 with f16 inputs and m8n8k16 with s8/u8 inputs are modelled"),
        );
    }
    m.x.ab_ty = a;
    m.x.c_ty = c;
    Ok((Op::Mma, d, d, m))
}

/// `ldmatrix.sync.aligned.m8n8.xN{.trans}{.shared}.b16` and `stmatrix` likewise.
fn ldst_matrix(line: u32, opcode: &str, base: &str, parts: &[&str]) -> Result<(Op, Ty, Ty, Mods), ParseError> {
    let mut m = Mods {
        vec: 1,
        ..Mods::default()
    };
    for &p in parts {
        match p {
            "x1" => m.x.shape[0] = 1,
            "x2" => m.x.shape[0] = 2,
            "x4" => m.x.shape[0] = 4,
            "trans" => m.x.col[0] = true,
            "m8n8" | "b16" => {}
            _ if space(p) == Some(Space::Shared) => m.space = Space::Shared,
            _ if ignorable(p) => {}
            _ => return unsupported(line, p, opcode),
        }
    }
    if m.x.shape[0] == 0 || !parts.contains(&"m8n8") {
        return err(line, format!("'{opcode}': only m8n8 .x1/.x2/.x4 of .b16 are modelled"));
    }
    let op = if base == "ldmatrix" { Op::Ldmatrix } else { Op::Stmatrix };
    Ok((op, Ty::B16, Ty::B16, m))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mods(s: &str) -> (Op, Ty, Mods) {
        let (op, ty, _, m) = parse(1, s).expect("family").expect("parses");
        (op, ty, m)
    }

    #[test]
    fn reads_the_forms_nvcc_emits() {
        let (op, _, m) = mods("mbarrier.try_wait.parity.shared::cta.b64");
        assert_eq!(
            (op, m.x.sub, m.x.parity, m.space),
            (Op::Mbarrier, Sub::MbTryWait, true, Space::Shared)
        );
        let (_, _, m) = mods("mbarrier.expect_tx.relaxed.cta.shared::cta.b64");
        assert_eq!(m.x.sub, Sub::MbExpectTx);
        let (_, _, m) = mods("cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes");
        assert_eq!(
            (m.x.sub, m.space, m.x.src_space),
            (Sub::CpBulk, Space::Shared, Space::Global)
        );
        let (_, _, m) = mods("cp.async.bulk.global.shared::cta.bulk_group");
        assert_eq!(
            (m.x.sub, m.space, m.x.src_space),
            (Sub::CpBulk, Space::Global, Space::Shared)
        );
        let (_, _, m) = mods("cp.async.cg.shared.global.L2::128B");
        assert_eq!(m.x.sub, Sub::CpCopy);
        let (_, _, m) = mods("cp.async.mbarrier.arrive.noinc.shared.b64");
        assert_eq!((m.x.sub, m.x.noinc, m.space), (Sub::CpMbarArrive, true, Space::Shared));
        let (_, ty, m) = mods("wmma.mma.sync.aligned.row.col.m16n16k16.f32.bf16.bf16.f32");
        assert_eq!(
            (ty, m.x.ab_ty, m.x.c_ty, m.x.col, m.x.shape),
            (Ty::F32, Ty::BF16, Ty::F32, [false, true], [16, 16, 16])
        );
        let (op, ty, m) = mods("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32");
        assert_eq!(
            (op, ty, m.x.ab_ty, m.x.shape),
            (Op::Mma, Ty::F32, Ty::BF16, [16, 8, 16])
        );
        let (op, ty, m) = mods("mma.sync.aligned.m8n8k4.col.row.f32.f16.f16.f32");
        assert_eq!(
            (op, ty, m.x.ab_ty, m.x.c_ty, m.x.shape, m.x.col),
            (Op::Mma, Ty::F32, Ty::F16, Ty::F32, [8, 8, 4], [true, false])
        );
        let (_, ty, m) = mods("mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f32");
        assert_eq!((ty, m.x.c_ty, m.x.col), (Ty::F16, Ty::F32, [false, true]));
        let (op, _, m) = mods("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16");
        assert_eq!(
            (op, m.x.shape[0], m.x.col[0], m.space),
            (Op::Ldmatrix, 4, true, Space::Shared)
        );
        let (_, ty, m) = mods("wmma.mma.sync.aligned.col.row.m32n8k16.s32.u8.u8.s32");
        assert_eq!((ty, m.x.ab_ty, m.x.c_ty), (Ty::S32, Ty::U8, Ty::S32));
        let (_, ty, m) = mods("wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32");
        assert_eq!((ty, m.x.ab_ty, m.x.shape), (Ty::F32, Ty::TF32, [16, 16, 8]));
        let (_, ty, m) = mods("wmma.mma.sync.aligned.row.col.m8n8k4.f64.f64.f64.f64.rn");
        assert_eq!((ty, m.x.ab_ty, m.x.shape), (Ty::F64, Ty::F64, [8, 8, 4]));
        let (_, ty, m) = mods("wmma.load.b.sync.aligned.col.m16n16k16.global.f16");
        assert_eq!(
            (ty, m.x.frag, m.x.col[0], m.space),
            (Ty::F16, Frag::B, true, Space::Global)
        );
    }

    #[test]
    fn rejects_what_is_not_modelled() {
        assert!(parse(1, "cp.async.bulk.tensor.2d.shared::cluster.global")
            .unwrap()
            .is_err());
        assert!(parse(1, "wmma.load.a.sync.aligned.row.m8n8k32.s4").unwrap().is_err());
        assert!(parse(1, "mbarrier.bogus.b64").unwrap().is_err());
        assert!(parse(1, "add.s32").is_none());
        assert!(parse(1, "wmma.load.a.sync.aligned.row.m0n16k16.f16").unwrap().is_err());
        assert!(parse(1, "wmma.load.a.sync.aligned.row.m8n8k4.f32").unwrap().is_err());
        assert!(parse(1, "wmma.load.a.sync.aligned.row.m16n16k16.f64").unwrap().is_err());
        assert!(parse(1, "wmma.load.a.sync.aligned.row.m16n16k16.tf32")
            .unwrap()
            .is_err());
        assert!(parse(1, "wmma.load.a.sync.aligned.row.m16n16k8.f16").unwrap().is_err());
        assert!(parse(1, "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32")
            .unwrap()
            .is_err());
        let (_, ty, m) = mods("mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.s8.s32");
        assert_eq!(
            (ty, m.x.ab_ty, m.x.c_ty, m.x.shape, m.sat),
            (Ty::S32, Ty::S8, Ty::S32, [8, 8, 16], true)
        );
        let (_, _, m) = mods("mma.sync.aligned.m8n8k16.row.col.s32.s8.u8.s32");
        assert_eq!((m.x.ab_ty, m.x.b_ty), (Ty::S8, Ty::U8));
        assert!(parse(1, "mma.sync.aligned.m8n8k16.row.col.s32.s8.f16.s32")
            .unwrap()
            .is_err());
        assert!(parse(1, "mma.sync.aligned.m16n8k16.col.row.f32.f16.f16.f32")
            .unwrap()
            .is_err());
        assert!(parse(1, "mma.sync.aligned.m8n8k4.row.col.f32.bf16.bf16.f32")
            .unwrap()
            .is_err());
        assert!(parse(1, "ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8")
            .unwrap()
            .is_err());
    }
}
