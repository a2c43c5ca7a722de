//! Entity checks run before code generation: every id an instruction,
//! function, global, constant or metadata node mentions must exist, so the
//! rest of the backend can index the module's tables without panicking.
//! Violations are [`PtxError::Malformed`].

use crate::PtxError;
use cranelift_entity::EntityRef;
use ir::{ConstData, Constant, MdData, MdNode, Module, Type, TypeData, Value};

fn malformed(what: String) -> PtxError {
    PtxError::Malformed(what)
}

fn check_type(m: &Module, t: Type, what: &dyn Fn() -> String) -> Result<(), PtxError> {
    if t.index() < m.types.len() {
        Ok(())
    } else {
        Err(malformed(format!("{}: unknown type {t}", what())))
    }
}

fn check_const(m: &Module, c: Constant, what: &dyn Fn() -> String) -> Result<(), PtxError> {
    if c.index() < m.consts.len() {
        Ok(())
    } else {
        Err(malformed(format!("{}: unknown constant {c}", what())))
    }
}

/// Checks the whole module.
pub fn validate(m: &Module) -> Result<(), PtxError> {
    // Types mention other types.
    for k in 0..m.types.len() {
        let t = Type::new(k);
        let here = || format!("type {t}");
        match m.types.get(t) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => check_type(m, *elem, &here)?,
            TypeData::Struct { fields, .. } => {
                for &f in fields {
                    check_type(m, f, &here)?;
                }
            }
            TypeData::Named(_) => {
                for &f in m.types.struct_fields(t).unwrap_or(&[]) {
                    check_type(m, f, &here)?;
                }
            }
            TypeData::Function { ret, params, .. } => {
                check_type(m, *ret, &here)?;
                for &p in params {
                    check_type(m, p, &here)?;
                }
            }
            _ => {}
        }
    }
    // Constants mention types, constants, globals and functions.
    for k in 0..m.consts.len() {
        let c = Constant::new(k);
        let here = || format!("constant {c}");
        match m.consts.get(c) {
            ConstData::Int { ty, .. }
            | ConstData::Float { ty, .. }
            | ConstData::Null(ty)
            | ConstData::Undef(ty)
            | ConstData::Poison(ty)
            | ConstData::Zero(ty) => check_type(m, *ty, &here)?,
            ConstData::Aggregate { ty, elems } => {
                check_type(m, *ty, &here)?;
                for &e in elems {
                    check_const(m, e, &here)?;
                }
            }
            ConstData::GlobalAddr(g) | ConstData::GlobalOffset { global: g, .. } => {
                if m.globals.get(*g).is_none() {
                    return Err(malformed(format!("{}: unknown global {g}", here())));
                }
            }
            ConstData::FuncAddr(f) => {
                if m.functions.get(*f).is_none() {
                    return Err(malformed(format!("{}: unknown function {f}", here())));
                }
            }
            ConstData::AddrSpaceCast { value, ty } => {
                check_const(m, *value, &here)?;
                check_type(m, *ty, &here)?;
            }
        }
    }
    for (_, g) in m.globals.iter() {
        let here = || format!("global {}", g.name);
        check_type(m, g.ty, &here)?;
        if let Some(c) = g.initializer {
            check_const(m, c, &here)?;
        }
    }
    // Metadata nodes mention other nodes, constants and symbols.
    let md_ok = |n: MdNode| n.index() < m.md.len();
    for (_, nodes) in &m.named_md {
        if let Some(bad) = nodes.iter().find(|&&n| !md_ok(n)) {
            return Err(malformed(format!("named metadata refers to unknown node {bad}")));
        }
    }
    for (n, data) in m.md.iter() {
        let ok = match data {
            MdData::Tuple(ops) => ops.iter().flatten().all(|&o| md_ok(o)),
            MdData::Const(c) => c.index() < m.consts.len(),
            MdData::Func(f) => m.functions.get(*f).is_some(),
            MdData::Global(g) => m.globals.get(*g).is_some(),
            MdData::String(_) => true,
        };
        if !ok {
            return Err(malformed(format!("metadata node {n} refers to an unknown entity")));
        }
    }
    for (_, f) in m.functions.iter() {
        let fname = f.name.as_str();
        let here = || format!("function {fname}");
        match f.ty {
            Some(t) => check_type(m, t, &here)?,
            None => return Err(malformed(format!("{}: no type", here()))),
        }
        for &b in &f.layout {
            let Some(bd) = f.blocks.get(b) else {
                return Err(malformed(format!("{}: layout names unknown block {b}", here())));
            };
            for &i in &bd.insts {
                let Some(d) = f.insts.get(i) else {
                    return Err(malformed(format!("{}: unknown instruction {i}", here())));
                };
                let at = || format!("{fname}: instruction {i}");
                check_type(m, d.ty, &at)?;
                if let Some(t) = d.aux_ty {
                    check_type(m, t, &at)?;
                }
                for &v in f.operands(i) {
                    let ok = match v {
                        Value::Inst(x) => f.insts.get(x).is_some(),
                        Value::Block(x) => f.blocks.get(x).is_some(),
                        Value::Const(c) => c.index() < m.consts.len(),
                        Value::Global(g) => m.globals.get(g).is_some(),
                        Value::Func(x) => m.functions.get(x).is_some(),
                        Value::Arg(_) => true,
                    };
                    if !ok {
                        return Err(malformed(format!("{}: operand {v:?} does not exist", at())));
                    }
                }
            }
        }
    }
    Ok(())
}
