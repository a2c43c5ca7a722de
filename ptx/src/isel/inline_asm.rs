//! Inline assembly: the call of an LLVM inline-asm value prints its template with `$N`
//! replaced by the operand registers (outputs first, then inputs; `n` inputs as
//! immediates, tied inputs in their output's register), between nvcc's
//! `// begin inline asm` / `// end inline asm` comments. A register whose class differs
//! from the constraint's (a float in an `r` operand) goes through a `mov.b*` copy.

use ir::{InlineAsm, Inst, Value};

use super::{FnLowering, Val};
use crate::inst::{Operand, PtxInst};
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::PtxError;

/// The register class a constraint letter asks for.
fn constraint_class(c: &str) -> Option<RegClass> {
    Some(match c {
        "h" | "c" => RegClass::B16,
        "r" => RegClass::B32,
        "l" => RegClass::B64,
        "f" => RegClass::F32,
        "d" => RegClass::F64,
        _ => return None,
    })
}

/// The width suffix of a bit-copy between two classes of one size.
fn bits(class: RegClass) -> PtxType {
    match class {
        RegClass::Pred => PtxType::Pred,
        RegClass::B16 => PtxType::B16,
        RegClass::B32 | RegClass::F32 => PtxType::B32,
        RegClass::B64 | RegClass::F64 => PtxType::B64,
    }
}

impl FnLowering<'_> {
    pub(crate) fn lower_inline_asm(&mut self, i: Inst, asm: &InlineAsm) -> Result<(), PtxError> {
        let bad = |what: String| PtxError::Unsupported(format!("inline assembly: {what}"));
        let constraints: Vec<&str> = asm
            .constraints
            .split(',')
            .filter(|c| !c.is_empty() && !c.starts_with('~'))
            .collect();
        let outputs: Vec<&str> = constraints.iter().filter_map(|c| c.strip_prefix('=')).collect();
        let inputs: Vec<&str> = constraints.iter().filter(|c| !c.starts_with('=')).copied().collect();
        let args: Vec<Value> = self.f.call_operands(i).1.to_vec();
        if args.len() != inputs.len() {
            return Err(bad(format!("{} inputs for {} constraints", args.len(), inputs.len())));
        }
        // Output registers: the call's own (one output) or fresh ones for each field.
        let ret = self.f.inst(i).ty;
        let out_regs: Vec<VReg> = match outputs.len() {
            0 => Vec::new(),
            1 => vec![self.def_reg(i)?],
            _ => {
                let fields = self.m.types.struct_fields(ret).map(<[_]>::to_vec).unwrap_or_default();
                let mut regs = Vec::with_capacity(fields.len());
                for t in fields {
                    let s = crate::scalar::Scalar::of(&self.m.types, t)?;
                    regs.push(self.new_reg(s.class()));
                }
                self.aggregates.insert(i, regs.iter().map(|&r| Val::Reg(r)).collect());
                regs
            }
        };
        // The text each operand number stands for, and copies after the asm.
        let mut texts: Vec<String> = Vec::with_capacity(outputs.len() + inputs.len());
        // The registers the text names (the coalescing passes leave them alone).
        let mut named: Vec<VReg> = Vec::with_capacity(outputs.len() + inputs.len());
        let mut copies_out = Vec::new();
        for (k, c) in outputs.iter().enumerate() {
            let r = out_regs[k];
            let want = constraint_class(c).ok_or_else(|| bad(format!("constraint '{c}'")))?;
            if want == r.class {
                texts.push(r.to_string());
                named.push(r);
            } else {
                let t = self.new_reg(want);
                texts.push(t.to_string());
                named.push(t);
                copies_out.push((r, t));
            }
        }
        for (&c, &v) in inputs.iter().zip(&args) {
            if c == "n" {
                match self.val(v)? {
                    Val::Imm(op) => texts.push(crate::printer::operand_text(&op)),
                    _ => return Err(bad("an 'n' operand that is not a constant".into())),
                }
            } else if let Ok(k) = c.parse::<usize>() {
                // Tied to output k: the value starts in the register the template uses
                // for that output.
                let out = *out_regs.get(k).ok_or_else(|| bad(format!("tied operand {k}")))?;
                let d = copies_out.iter().find(|&&(r, _)| r == out).map_or(out, |&(_, t)| t);
                let src = self.reg(v)?;
                self.emit_op(PtxOp::Mov, bits(d.class), [Operand::Reg(d), Operand::Reg(src)]);
                texts.push(d.to_string());
                named.push(d);
            } else {
                let want = constraint_class(c).ok_or_else(|| bad(format!("constraint '{c}'")))?;
                let r = self.reg(v)?;
                if r.class == want {
                    texts.push(r.to_string());
                    named.push(r);
                } else {
                    let t = self.new_reg(want);
                    self.emit_op(PtxOp::Mov, bits(want), [Operand::Reg(t), Operand::Reg(r)]);
                    texts.push(t.to_string());
                    named.push(t);
                }
            }
        }
        let body = substitute(&asm.template, &texts).ok_or_else(|| bad(format!("template \"{}\"", asm.template)))?;
        self.out.push(PtxInst::InlineAsmBegin(named.into()));
        for line in body.lines() {
            self.out.push(PtxInst::InlineAsm(line.trim().to_string()));
        }
        self.out.push(PtxInst::InlineAsmEnd);
        for (r, t) in copies_out {
            self.emit_op(PtxOp::Mov, bits(r.class), [Operand::Reg(r), Operand::Reg(t)]);
        }
        Ok(())
    }
}

/// `template` with `$N` replaced by `ops[N]` and `$$` by `$`; `None` if an operand
/// number is out of range.
fn substitute(template: &str, ops: &[String]) -> Option<String> {
    let mut out = String::with_capacity(template.len());
    let mut chars = template.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '$' {
            out.push(c);
            continue;
        }
        if chars.peek() == Some(&'$') {
            chars.next();
            out.push('$');
            continue;
        }
        let mut n = String::new();
        while let Some(d) = chars.peek().copied().filter(char::is_ascii_digit) {
            n.push(d);
            chars.next();
        }
        out.push_str(ops.get(n.parse::<usize>().ok()?)?);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::substitute;

    #[test]
    fn operands_and_dollars_are_substituted() {
        let ops = ["%r1".to_string(), "%rd2".to_string()];
        assert_eq!(
            substitute("mov.b64 {$0, x}, $1; // $$", &ops).as_deref(),
            Some("mov.b64 {%r1, x}, %rd2; // $")
        );
        assert_eq!(substitute("add $2", &ops), None);
    }
}
