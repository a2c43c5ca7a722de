//! Checks of inline-assembly operands: each constraint names a PTX register kind whose
//! size must equal the operand's (nvcc's rule and message), outputs must be modifiable
//! lvalues, `+` outputs are also read (a tied input), `n` inputs must be constants;
//! and the statement they make ([`Sema::act_on_asm`]).

use crate::il::{AsmOperand, AsmStmt, Expr, Stmt, StmtKind};
use crate::source::Span;

use super::Sema;

/// The operand size in bytes a register constraint implies (`n`: any integer constant).
fn constraint_size(c: char) -> Option<u64> {
    Some(match c {
        'h' => 2,
        'r' | 'f' => 4,
        'l' | 'd' => 8,
        'c' => 1,
        _ => return None,
    })
}

/// An operand as parsed: constraint text, its span, the expression.
pub type RawOperand<'a> = (String, Span, &'a Expr<'a>);

/// An `asm` statement as written.
pub struct AsmSyntax<'a> {
    /// The template (in LLVM's `$N` form).
    pub template: &'a str,
    /// The output operands.
    pub outputs: Vec<RawOperand<'a>>,
    /// The input operands.
    pub inputs: Vec<RawOperand<'a>>,
    /// `asm volatile`.
    pub volatile: bool,
    /// `"memory"` is among the clobbers.
    pub clobbers_memory: bool,
}

impl<'a> Sema<'a> {
    /// The `asm` statement `syn` (at `span`): its operands checked, an empty statement
    /// after an error. It has side effects when `volatile`, without outputs, or when it
    /// clobbers memory.
    pub fn act_on_asm(&mut self, syn: AsmSyntax<'a>, span: Span) -> &'a Stmt<'a> {
        let AsmSyntax {
            template,
            outputs,
            mut inputs,
            volatile,
            clobbers_memory,
        } = syn;
        // Operands the template may name: the outputs, then the inputs written (the
        // inputs `+` outputs add are not numbered).
        let numbered = outputs.len() + inputs.len();
        let template_ok = self.asm_template_operands(template, numbered, span);
        let (outputs, tied) = self.asm_outputs(outputs);
        inputs.extend(tied);
        let inputs = self.asm_inputs(inputs);
        let (Some(outputs), Some(inputs), true) = (outputs, inputs, template_ok) else {
            return self.stmt(StmtKind::Empty, span);
        };
        let stmt = AsmStmt {
            template,
            outputs: self.arena.alloc_slice_copy(&outputs),
            inputs: self.arena.alloc_slice_copy(&inputs),
            side_effects: volatile || outputs.is_empty() || clobbers_memory,
        };
        self.stmt(StmtKind::Asm(self.arena.alloc(stmt)), span)
    }

    /// Checks output operands; returns them (constraints without `=`/`+`) and the tied
    /// inputs that `+` outputs add, or `None` after an error.
    pub fn asm_outputs(&mut self, raw: Vec<RawOperand<'a>>) -> (Option<Vec<AsmOperand<'a>>>, Vec<RawOperand<'a>>) {
        let mut outs = Vec::with_capacity(raw.len());
        let mut tied = Vec::new();
        let mut ok = true;
        for (k, (c, span, e)) in raw.into_iter().enumerate() {
            let (read_too, letters) = match (c.strip_prefix('='), c.strip_prefix('+')) {
                (Some(rest), _) => (false, rest.to_string()),
                (None, Some(rest)) => (true, rest.to_string()),
                _ => {
                    let msg = "an asm output operand must have one of the '=' or '+' modifiers";
                    self.diags.error(span, msg);
                    ok = false;
                    continue;
                }
            };
            if self.is_err(e) {
                ok = false;
                continue;
            }
            if !e.lvalue || e.ty.is_const() {
                self.diags.error(e.span, "expression must be a modifiable lvalue");
                ok = false;
                continue;
            }
            if !self.check_constraint(&letters, span, e) {
                ok = false;
                continue;
            }
            let constraint = self.arena.alloc_str(&letters);
            if read_too {
                tied.push((k.to_string(), span, e));
            }
            outs.push(AsmOperand { constraint, expr: e });
        }
        (ok.then_some(outs), tied)
    }

    /// Checks input operands (read as rvalues), or `None` after an error.
    pub fn asm_inputs(&mut self, raw: Vec<RawOperand<'a>>) -> Option<Vec<AsmOperand<'a>>> {
        let mut ins = Vec::with_capacity(raw.len());
        let mut ok = true;
        for (c, span, e) in raw {
            if self.is_err(e) {
                ok = false;
                continue;
            }
            let mut v = self.rvalue(e);
            let fine = if c == "n" {
                let constant = self.const_int(v);
                match constant {
                    // Folded here: at -O0 nothing else would fold `P < max ? P : max`.
                    Some(k) => v = self.int_const(k, v.ty, v.span),
                    None => self
                        .diags
                        .error(e.span, "an 'n' operand must be an integral constant expression"),
                }
                constant.is_some()
            } else if c.chars().all(|d| d.is_ascii_digit()) {
                true
            } else {
                self.check_constraint(&c, span, v)
            };
            ok &= fine;
            let constraint = self.arena.alloc_str(&c);
            ins.push(AsmOperand { constraint, expr: v });
        }
        ok.then_some(ins)
    }

    /// Whether `letters` is one register constraint whose size matches `e`'s type.
    fn check_constraint(&mut self, letters: &str, span: Span, e: &Expr) -> bool {
        let mut it = letters.chars();
        let (Some(c), None) = (it.next(), it.next()) else {
            self.diags
                .error(span, format!("unsupported asm constraint \"{letters}\""));
            return false;
        };
        let Some(want) = constraint_size(c) else {
            self.diags.error(span, format!("invalid asm constraint '{c}'"));
            return false;
        };
        // The kind must match too: `f`/`d` take floating values, the others integers and
        // pointers (nvcc words a kind mismatch as a size mismatch).
        let floating = self.types.is_floating(e.ty);
        let integral = self.types.is_integer(e.ty) || self.types.is_pointer(e.ty);
        let kind_ok = if matches!(c, 'f' | 'd') { floating } else { integral };
        let size = self.types.size_of(e.ty);
        if !kind_ok || size != want {
            let msg = format!("asm operand type size({size}) does not match type/size implied by constraint '{c}'");
            self.diags.error(span, msg);
            return false;
        }
        true
    }

    /// Checks that every `$N` of `template` names one of the `count` operands; reports nvcc's
    /// message (without its "internal compiler error" wrapper) at `span` otherwise.
    pub fn asm_template_operands(&mut self, template: &str, count: usize, span: Span) -> bool {
        let mut chars = template.chars().peekable();
        while let Some(c) = chars.next() {
            if c != '$' {
                continue;
            }
            let mut digits = String::new();
            while let Some(d) = chars.peek().copied().filter(char::is_ascii_digit) {
                digits.push(d);
                chars.next();
            }
            if digits.is_empty() {
                chars.next(); // `$$`
            } else if digits.parse::<usize>().map_or(true, |n| n >= count) {
                let msg = "asm operand index requested is larger than the number of asm operands provided";
                self.diags.error(span, msg);
                return false;
            }
        }
        true
    }
}
