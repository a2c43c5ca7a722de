//! The structural IR verifier ([`ir::verify`]) as the gate in front of
//! instruction selection, in every build.
//!
//! The pass pipeline runs the verifier after each pass only in debug and test
//! builds (or with `--verify-each`); running it once more here, always, lets
//! isel read operands through the typed views ([`ir::operand_views`]) without
//! re-checking their shapes, and turns a malformed module into one internal
//! error naming the first broken instruction instead of a failure deep in isel.
//! It costs one walk of each function, just before selection lowers it: about
//! 3% of an `-O3` compile of the largest test file (tests/math/sweep.cu), less
//! than the NVVM verifier.

use crate::PtxError;
use ir::analysis::Cfg;
use ir::{FuncId, Module};

/// Checks every defined function; the first broken invariant becomes a
/// [`PtxError::Malformed`] at its instruction (or function), saying how many
/// more the function has.
pub fn verify_structure(m: &Module) -> Result<(), PtxError> {
    for (id, f) in m.functions.iter() {
        if !f.is_declaration() {
            verify_function_structure(m, id)?;
        }
    }
    Ok(())
}

/// [`verify_structure`] for one defined function: instruction selection checks
/// each function just before lowering it, while its IR is in the cache.
pub fn verify_function_structure(m: &Module, id: FuncId) -> Result<(), PtxError> {
    checked_cfg(m, id).map(drop)
}

/// [`verify_function_structure`], giving the function's CFG when it is well
/// formed: the check computes it, and selection lowers from it (computed once).
pub fn checked_cfg(m: &Module, id: FuncId) -> Result<Cfg, PtxError> {
    let f = &m.functions[id];
    let (errors, cfg) = ir::verify::check_function(m, f);
    let Some(first) = errors.first() else {
        return Ok(cfg.unwrap_or_else(|| Cfg::compute(f)));
    };
    let more = match errors.len() - 1 {
        0 => String::new(),
        1 => " (and 1 more broken invariant)".to_string(),
        n => format!(" (and {n} more broken invariants)"),
    };
    let error = PtxError::Malformed(format!("{first}{more}"));
    Err(match first.inst {
        Some(i) => error.at(id, i),
        None => error.in_function(id),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::{FuncBuilder, Function, Opcode, Value};

    #[test]
    fn a_malformed_module_is_one_error_at_the_first_broken_instruction() {
        // `%bad = add i32 %x, i64 1` and `%worse = mul i32 %x, i64 1`, which
        // the text parser would refuse, built directly.
        let mut m = Module::new("t");
        let (void, i32t, i64t) = (m.types.void(), m.types.i32(), m.types.i64());
        let fty = m.types.function(void, vec![i32t], false);
        let mut f = Function::new("k", fty, vec!["x".into()]);
        let wide = Value::Const(m.const_int(i64t, 1));
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let entry = b.create_block("entry");
        b.append_and_switch(entry);
        b.binary(Opcode::Add, Value::Arg(0), wide, 0, "bad");
        b.binary(Opcode::Mul, Value::Arg(0), wide, 0, "worse");
        b.ret(None);
        let id = m.add_function(f);
        let e = verify_structure(&m).unwrap_err();
        // Selection checks each function as it comes to it: the same error.
        let opts = crate::PtxOptions::default();
        let from_emit = crate::emit_module(&m, &opts).expect_err("malformed");
        assert_eq!(from_emit, e);
        assert!(e.is_internal(), "{e:?}");
        assert_eq!(
            e.to_string(),
            "malformed IR for PTX generation: @k: %bad: add: an operand's type is not the result's \
             (and 1 more broken invariant)"
        );
        let f = &m.functions[id];
        assert!(
            matches!(e, PtxError::At { func, inst, .. } if func == id && f.inst_name(inst) == Some("bad")),
            "{e:?}"
        );
    }

    #[test]
    fn a_well_formed_module_passes() {
        let text = "define i32 @f(i32 %x) {\nentry:\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n";
        let m = ir::parse_module(text).expect("parses");
        assert_eq!(verify_structure(&m), Ok(()));
    }
}
