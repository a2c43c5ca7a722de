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

/// Checks that what constant `c` (which exists) mentions exists.
fn check_const_refs(m: &Module, c: Constant) -> Result<(), PtxError> {
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
        ConstData::Bytes { ty, bytes } => {
            check_type(m, *ty, &here)?;
            let fits = match m.types.get(*ty) {
                TypeData::Array { elem, len } => m.types.int_bits(*elem) == Some(8) && *len == bytes.len() as u64,
                _ => false,
            };
            if !fits {
                return Err(malformed(format!(
                    "{}: {} bytes of a type other than [{0} x i8]",
                    here(),
                    bytes.len()
                )));
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
        ConstData::InlineAsm(a) => check_type(m, a.fn_ty, &here)?,
    }
    Ok(())
}

/// Checks initializer `c` and every constant it is built from, but those in
/// `seen` (by pool index: checked for an earlier global, and fine, or the
/// module would have been refused there), which it marks.
fn check_initializer(m: &Module, c: Constant, seen: &mut [bool]) -> Result<(), PtxError> {
    let mut work = vec![c];
    while let Some(c) = work.pop() {
        // A constant outside the pool is not marked, and check_const refuses it.
        if let Some(mark) = seen.get_mut(c.index()) {
            if std::mem::replace(mark, true) {
                continue;
            }
        }
        check_const(m, c, &|| "initializer".to_string())?;
        check_const_refs(m, c)?;
        match m.consts.get(c) {
            ConstData::Aggregate { elems, .. } => work.extend(elems.iter().copied()),
            ConstData::AddrSpaceCast { value, .. } => work.push(*value),
            _ => {}
        }
    }
    Ok(())
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
    // A type may not contain itself except behind a pointer (sizes and
    // layouts would recurse forever).
    if let Some(t) = find_type_cycle(m) {
        return Err(malformed(format!("type {t} contains itself")));
    }
    // A global's initializer first, so an error there names the global. One
    // dense set for all (a hash set per initializer was most of this check).
    let mut seen = vec![false; m.consts.len()];
    for (id, g) in m.globals.iter() {
        if let Some(c) = g.initializer {
            check_initializer(m, c, &mut seen).map_err(|e| e.in_global(id))?;
        }
    }
    // Then every other constant of the pool, used or not.
    for k in (0..m.consts.len()).filter(|&k| !seen[k]) {
        check_const_refs(m, Constant::new(k))?;
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
            MdData::Tuple(ops) | MdData::Distinct(_, ops) => ops.iter().flatten().all(|&o| md_ok(o)),
            MdData::SelfRef => true,
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

/// A type that contains itself by value, if any (iterative DFS over element
/// and field edges; pointers end the walk).
fn find_type_cycle(m: &Module) -> Option<Type> {
    let n = m.types.len();
    let children = |t: Type| -> Vec<Type> {
        match m.types.get(t) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => vec![*elem],
            TypeData::Struct { fields, .. } => fields.clone(),
            TypeData::Named(_) => m.types.struct_fields(t).unwrap_or(&[]).to_vec(),
            _ => Vec::new(),
        }
    };
    // 0 = unvisited, 1 = on the stack, 2 = done.
    let mut state = vec![0u8; n];
    for root in 0..n {
        if state[root] != 0 {
            continue;
        }
        let mut stack: Vec<(Type, Vec<Type>)> = vec![(Type::new(root), children(Type::new(root)))];
        state[root] = 1;
        while let Some((t, kids)) = stack.last_mut() {
            match kids.pop() {
                Some(c) if c.index() < n => match state[c.index()] {
                    0 => {
                        state[c.index()] = 1;
                        let cs = children(c);
                        stack.push((c, cs));
                    }
                    1 => return Some(c),
                    _ => {}
                },
                Some(_) => {}
                None => {
                    state[t.index()] = 2;
                    stack.pop();
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn self_containing_types_are_rejected() {
        let mut m = Module::new("t");
        let i32t = m.types.i32();
        let node = m.types.named_struct("struct.Node");
        let p = m.types.ptr(0);
        m.types.set_struct_body(node, vec![i32t, p], false);
        assert!(validate(&m).is_ok(), "a pointer to itself is fine");
        let bad = m.types.named_struct("struct.Bad");
        let arr = m.types.array(bad, 2);
        m.types.set_struct_body(bad, vec![i32t, arr], false);
        let err = validate(&m).unwrap_err();
        assert!(
            matches!(&err, PtxError::Malformed(w) if w.contains("contains itself")),
            "{err:?}"
        );
    }
}
