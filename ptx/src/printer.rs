//! Prints PTX text. It makes no decisions: everything it prints was chosen
//! by instruction selection; this file only knows the spelling (the order
//! of an instruction's modifiers, operand syntax, tabs and blank lines as
//! nvcc lays them out).

use crate::inst::{Addr, AddrBase, Guard, Label, MachInst, Operand, ParamShape, PtxInst};
use crate::regs::{RegDecl, VReg};
use ir::local_names::push_decimal;
use std::fmt::Write;

/// A lowered function ready to print.
#[derive(Clone, Debug)]
pub struct PtxFunction {
    /// The signature: linkage, `.entry`/`.func`, return and parameter list.
    pub signature: String,
    /// `(index, align, size)` of the `.local` depot, if the function has one.
    pub depot: Option<(u32, u64, u64)>,
    /// `.reg` declarations.
    pub reg_decls: Vec<RegDecl>,
    /// The body lines.
    pub body: Vec<PtxInst>,
}

/// `$L__BB0_3`
pub fn label_name(l: Label) -> String {
    format!("$L__BB{}_{}", l.func, l.num)
}

// The writers below append to one string: a long function prints a million
// instructions, and a string per operand was most of the printing time.

fn write_label(out: &mut String, l: Label) {
    out.push_str("$L__BB");
    push_decimal(out, l.func);
    out.push('_');
    push_decimal(out, l.num);
}

/// `%r12`, without `core::fmt` (two nested formatters per register were a tenth of
/// printing a function).
fn write_reg(out: &mut String, r: VReg) {
    out.push_str(r.class.decl().1);
    push_decimal(out, r.num);
}

/// `v` in upper-case hexadecimal, at least `width` digits (zeros in front), without
/// `core::fmt`: a math function's constants are a tenth of its operands (issue 46).
fn push_hex(out: &mut String, v: u64, width: usize) {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    let len = (16 - v.leading_zeros() as usize / 4).max(width).min(16);
    for k in (0..len).rev() {
        out.push(char::from(DIGITS[(v >> (4 * k) & 0xF) as usize]));
    }
}

fn write_addr(out: &mut String, a: &Addr) {
    out.push('[');
    match &a.base {
        AddrBase::Reg(r) => write_reg(out, *r),
        AddrBase::Sym(s) => out.push_str(s),
        AddrBase::Named(n) => out.push_str(n),
    }
    if a.offset != 0 {
        let _ = write!(out, "+{}", a.offset);
    }
    out.push(']');
}

fn write_operand(out: &mut String, op: &Operand) {
    let _ = match op {
        Operand::Reg(r) => {
            write_reg(out, *r);
            Ok(())
        }
        Operand::Imm(v) => match u32::try_from(*v) {
            Ok(small) => {
                push_decimal(out, small);
                Ok(())
            }
            Err(_) => write!(out, "{v}"),
        },
        Operand::Bits(v) => {
            out.push_str("0x");
            push_hex(out, *v, 1);
            Ok(())
        }
        Operand::F32(bits) => {
            out.push_str("0f");
            push_hex(out, u64::from(*bits), 8);
            Ok(())
        }
        Operand::F64(bits) => {
            out.push_str("0d");
            push_hex(out, *bits, 16);
            Ok(())
        }
        Operand::Sym(s) => {
            out.push_str(s);
            Ok(())
        }
        Operand::Named(n) => {
            out.push_str(n);
            Ok(())
        }
        Operand::Addr(a) => {
            write_addr(out, a);
            Ok(())
        }
        Operand::Label(l) => {
            write_label(out, *l);
            Ok(())
        }
        Operand::Vector(regs) => {
            out.push('{');
            for (k, r) in regs.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                write_reg(out, *r);
            }
            out.push('}');
            Ok(())
        }
        Operand::ParamList(names) => write!(out, "({})", names.join(", ")),
    };
}

/// The text of one operand.
pub fn operand_text(op: &Operand) -> String {
    let mut s = String::new();
    write_operand(&mut s, op);
    s
}

/// `@%p1 ` or `@!%p1 `.
pub fn guard_text(g: Guard) -> String {
    format!("@{}{} ", if g.negate { "!" } else { "" }, g.reg)
}

fn write_mnemonic(out: &mut String, inst: &MachInst) {
    // Each present word pushed as it is tested: an array of all twelve
    // words, flattened, was a third of printing an instruction.
    fn word(out: &mut String, w: Option<&str>) {
        if let Some(w) = w {
            out.push('.');
            out.push_str(w);
        }
    }
    let m = &inst.mods;
    out.push_str(inst.opcode.name());
    word(out, m.uni.then_some("uni"));
    word(out, m.sem.map(|v| v.name()));
    word(out, m.scope.map(|v| v.name()));
    word(out, m.space.map(|v| v.name()));
    word(out, m.cache.map(|v| v.name()));
    word(out, m.mode.map(|v| v.name()));
    word(out, m.rounding.map(|v| v.name()));
    word(out, m.precision.map(|v| v.name()));
    word(out, m.ftz.then_some("ftz"));
    word(out, m.sat.then_some("sat"));
    word(out, m.noftz.then_some("noftz"));
    word(out, m.vec.map(|v| v.name()));
    for t in &inst.types {
        word(out, Some(t.name()));
    }
}

/// The mnemonic of an instruction: the opcode, then the modifiers in the one
/// order every PTX instruction ptxc emits accepts (`ld.volatile.global.nc`,
/// `atom.relaxed.gpu.shared.add.noftz`, `cvt.rzi.ftz.sat`), then the types.
pub fn mnemonic_text(inst: &MachInst) -> String {
    let mut s = String::new();
    write_mnemonic(&mut s, inst);
    s
}

/// `.param .b32 name` or `.param .align A .b8 name[size]` (no `;`).
fn write_param_decl(out: &mut String, shape: ParamShape, name: &dyn std::fmt::Display) {
    let _ = match shape {
        ParamShape::Scalar(ty) => write!(out, ".param .{} {name}", ty.name()),
        ParamShape::Bytes { align, size } => write!(out, ".param .align {align} .b8 {name}[{size}]"),
    };
}

/// Appends one body line (without the trailing newline) to `out`.
fn write_inst(out: &mut String, inst: &PtxInst) {
    let _ = match inst {
        PtxInst::Label(l) => {
            write_label(out, *l);
            out.push(':');
            Ok(())
        }
        PtxInst::CallSeqStart(n) => write!(out, "\t{{ // callseq {n}, 0"),
        PtxInst::CallSeqEnd(n) => write!(out, "\t}} // callseq {n}"),
        PtxInst::NoUnroll => {
            out.push_str("\t.pragma \"nounroll\";");
            Ok(())
        }
        PtxInst::CallParamDecl { param, shape } => {
            out.push('\t');
            write_param_decl(out, *shape, param);
            out.push(';');
            Ok(())
        }
        PtxInst::CallPrototype { seq, ret, params } => {
            let _ = write!(out, "\tprototype_{seq} : .callprototype ");
            if let Some(r) = ret {
                out.push('(');
                write_param_decl(out, *r, &"_");
                out.push_str(") ");
            }
            out.push_str("_ (");
            for (n, p) in params.iter().enumerate() {
                if n > 0 {
                    out.push_str(", ");
                }
                write_param_decl(out, *p, &"_");
            }
            out.push_str(");");
            Ok(())
        }
        PtxInst::InlineAsmBegin(_) => {
            out.push_str("\t// begin inline asm");
            Ok(())
        }
        PtxInst::InlineAsm(text) => write!(out, "\t{text}"),
        PtxInst::InlineAsmEnd => {
            out.push_str("\t// end inline asm");
            Ok(())
        }
        PtxInst::Loc { file, line, col } => write!(out, "\t.loc\t{file} {line} {col}"),
        PtxInst::Op(inst) => {
            out.push('\t');
            if let Some(g) = inst.guard {
                out.push_str(if g.negate { "@!" } else { "@" });
                write_reg(out, g.reg);
                out.push(' ');
            }
            write_mnemonic(out, inst);
            for (k, op) in inst.ops.iter().enumerate() {
                out.push_str(if k == 0 { " \t" } else { ", " });
                write_operand(out, op);
            }
            out.push(';');
            Ok(())
        }
    };
}

/// Prints one body line (without the trailing newline).
pub fn inst_text(inst: &PtxInst) -> String {
    let mut s = String::new();
    write_inst(&mut s, inst);
    s
}

/// Prints a whole function definition.
pub fn function_text(f: &PtxFunction) -> String {
    let mut s = String::with_capacity(f.signature.len() + 32 * f.body.len());
    s.push_str(&f.signature);
    s.push_str("\n{\n");
    if let Some((idx, align, size)) = f.depot {
        let _ = writeln!(s, "\t.local .align {align} .b8 \t__local_depot{idx}[{size}];");
        s.push_str("\t.reg .b64 \t%SP;\n\t.reg .b64 \t%SPL;\n");
    }
    for d in &f.reg_decls {
        let _ = writeln!(s, "\t{d}");
    }
    s.push_str("\n\n");
    for inst in &f.body {
        if matches!(inst, PtxInst::Label(_)) {
            s.push('\n');
        }
        write_inst(&mut s, inst);
        s.push('\n');
    }
    s.push_str("\n}\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inst::{CallParam, Guard};
    use crate::modifiers::{Rounding, Space};
    use crate::opcode::Opcode as PtxOp;
    use crate::ptx_type::PtxType;
    use crate::regs::{RegClass, VReg};

    #[test]
    fn hexadecimal_immediates_are_spelled_as_core_fmt_spells_them() {
        for v in [
            0u64,
            1,
            0xF,
            0x10,
            0x7FFF_FFFF,
            0x8000_0000,
            0x3F80_0000,
            u64::from(u32::MAX),
            1 << 63,
            u64::MAX,
        ] {
            let bits = Operand::Bits(v);
            assert_eq!(operand_text(&bits), format!("0x{v:X}"));
            let double = Operand::F64(v);
            assert_eq!(operand_text(&double), format!("0d{v:016X}"));
            let single = v as u32;
            assert_eq!(operand_text(&Operand::F32(single)), format!("0f{single:08X}"));
        }
    }

    fn param(kind: PtxOp, ty: PtxType) -> MachInst {
        MachInst::new(kind).space(Some(Space::Param)).ty(ty)
    }

    fn r(class: RegClass, num: u32) -> VReg {
        VReg { class, num }
    }

    #[test]
    fn instruction_spelling() {
        let p1 = r(RegClass::Pred, 1);
        let cases = [
            (
                param(PtxOp::Ld, PtxType::U64)
                    .ops([
                        Operand::Reg(r(RegClass::B64, 1)),
                        Operand::addr(Addr {
                            base: AddrBase::Sym("k_param_0".into()),
                            offset: 0,
                        }),
                    ])
                    .into(),
                "\tld.param.u64 \t%rd1, [k_param_0];",
            ),
            (
                MachInst::new(PtxOp::St)
                    .space(Some(Space::Global))
                    .ty(PtxType::F32)
                    .ops([
                        Operand::addr(Addr {
                            base: AddrBase::Reg(r(RegClass::B64, 3)),
                            offset: -8,
                        }),
                        Operand::Reg(r(RegClass::F32, 2)),
                    ])
                    .into(),
                "\tst.global.f32 \t[%rd3+-8], %f2;",
            ),
            (
                MachInst::branch_if(Guard { reg: p1, negate: true }, Label { func: 0, num: 2 }).into(),
                "\t@!%p1 bra \t$L__BB0_2;",
            ),
            (
                MachInst::new(PtxOp::Add)
                    .rounding(Rounding::Rn)
                    .ty(PtxType::F32)
                    .ops([
                        Operand::Reg(r(RegClass::F32, 1)),
                        Operand::Reg(r(RegClass::F32, 1)),
                        Operand::F32(0x3F80_0000),
                    ])
                    .into(),
                "\tadd.rn.f32 \t%f1, %f1, 0f3F800000;",
            ),
            (
                MachInst::new(PtxOp::Mov)
                    .ty(PtxType::F64)
                    .ops([Operand::Reg(r(RegClass::F64, 1)), Operand::F64(0x3FF0_0000_0000_0000)])
                    .into(),
                "\tmov.f64 \t%fd1, 0d3FF0000000000000;",
            ),
            (MachInst::new(PtxOp::Ret).into(), "\tret;"),
            (PtxInst::Label(Label { func: 1, num: 4 }), "$L__BB1_4:"),
            (PtxInst::CallSeqStart(0), "\t{ // callseq 0, 0"),
            (PtxInst::CallSeqEnd(3), "\t} // callseq 3"),
            (PtxInst::NoUnroll, "\t.pragma \"nounroll\";"),
            (
                PtxInst::CallParamDecl {
                    param: CallParam::Arg(0),
                    shape: ParamShape::Scalar(PtxType::B32),
                },
                "\t.param .b32 param0;",
            ),
            (
                PtxInst::CallParamDecl {
                    param: CallParam::Ret,
                    shape: ParamShape::Bytes { align: 8, size: 12 },
                },
                "\t.param .align 8 .b8 retval0[12];",
            ),
            (
                PtxInst::CallPrototype {
                    seq: 2,
                    ret: Some(ParamShape::Scalar(PtxType::B64)),
                    params: Box::new([
                        ParamShape::Scalar(PtxType::B32),
                        ParamShape::Bytes { align: 4, size: 8 },
                    ]),
                },
                "\tprototype_2 : .callprototype (.param .b64 _) _ (.param .b32 _, .param .align 4 .b8 _[8]);",
            ),
            (
                PtxInst::CallPrototype {
                    seq: 0,
                    ret: None,
                    params: Box::new([]),
                },
                "\tprototype_0 : .callprototype _ ();",
            ),
            (PtxInst::InlineAsmBegin(Box::new([])), "\t// begin inline asm"),
            (
                PtxInst::InlineAsm("mov.u32 %r1, %laneid;".into()),
                "\tmov.u32 %r1, %laneid;",
            ),
            (PtxInst::InlineAsmEnd, "\t// end inline asm"),
        ];
        for (inst, text) in cases {
            assert_eq!(inst_text(&inst), text);
        }
    }

    #[test]
    fn function_layout() {
        let f = PtxFunction {
            signature: ".visible .entry k(\n\t.param .u32 k_param_0\n)".into(),
            depot: Some((0, 8, 16)),
            reg_decls: vec![RegDecl {
                class: RegClass::B32,
                count: 2,
            }],
            body: vec![
                param(PtxOp::Ld, PtxType::U32)
                    .ops([
                        Operand::Reg(r(RegClass::B32, 1)),
                        Operand::addr(Addr {
                            base: AddrBase::Sym("k_param_0".into()),
                            offset: 0,
                        }),
                    ])
                    .into(),
                PtxInst::Label(Label { func: 0, num: 1 }),
                MachInst::new(PtxOp::Ret).into(),
            ],
        };
        let expected = ".visible .entry k(\n\t.param .u32 k_param_0\n)\n{\n\
\t.local .align 8 .b8 \t__local_depot0[16];\n\t.reg .b64 \t%SP;\n\t.reg .b64 \t%SPL;\n\
\t.reg .b32 \t%r<2>;\n\n\n\tld.param.u32 \t%r1, [k_param_0];\n\n$L__BB0_1:\n\tret;\n\n}\n";
        assert_eq!(function_text(&f), expected);
    }
}
