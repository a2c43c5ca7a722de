//! Linking several PTX modules into one, as the CUDA device linker does for
//! relocatable device code (`nvcc -rdc=true`, `ptxsim a.ptx b.ptx`).
//!
//! Rules (PTX ISA, "Linking Directives"):
//! - `.visible` and `.weak` functions and variables are one symbol for all
//!   modules; `.extern` declarations name a definition in some module.
//! - Two `.visible` definitions of one name are an error; a `.visible`
//!   definition replaces `.weak` ones; of several `.weak` ones (or `.common`)
//!   the first module's is kept.
//! - A name without a linking directive is its module's own: when another
//!   module uses the same name, it is renamed (`name$m2`, the module's
//!   1-based number) in its declarations and every reference.
//! - A declaration nothing defines stays a declaration (`vprintf`, `malloc`).
//!
//! Instruction lines keep the line numbers of the file they came from.

use super::ast::{Function, Init, Linkage, Module, OperandAst, Stmt, VarDecl};
use crate::error::ParseError;
use std::collections::{HashMap, HashSet};

/// Links `modules` (in command-line order) into one module.
pub fn link(mut modules: Vec<Module>) -> Result<Module, ParseError> {
    if modules.len() == 1 {
        return Ok(modules.pop().unwrap_or_default());
    }
    rename_internal_collisions(&mut modules);
    let chosen = choose_definitions(&modules)?;
    let mut out = Module {
        version: modules[0].version.clone(),
        target: modules[0].target.clone(),
        address_size: modules[0].address_size,
        ..Module::default()
    };
    let mut declared: HashSet<String> = HashSet::new();
    for (k, m) in modules.into_iter().enumerate() {
        for v in m.vars {
            if keep(&v.name, v.linkage, is_definition_var(&v), k, &chosen, &mut declared) {
                out.vars.push(v);
            }
        }
        for f in m.funcs {
            if keep(&f.name, f.linkage, f.body.is_some(), k, &chosen, &mut declared) {
                out.funcs.push(f);
            }
        }
    }
    Ok(out)
}

/// A variable declaration that defines storage (not `.extern`).
fn is_definition_var(v: &VarDecl) -> bool {
    v.linkage != Linkage::Extern
}

/// Whether an item of module `k` stays in the linked module.
fn keep(
    name: &str,
    linkage: Linkage,
    defines: bool,
    k: usize,
    chosen: &HashMap<String, usize>,
    declared: &mut HashSet<String>,
) -> bool {
    if linkage == Linkage::Internal && !chosen.contains_key(name) {
        return true;
    }
    match chosen.get(name) {
        // The chosen definition; every other definition and declaration goes.
        Some(&owner) => defines && owner == k && declared.insert(name.to_string()),
        // Declared only: one declaration stays.
        None => declared.insert(name.to_string()),
    }
}

/// For each shared (`.visible`/`.weak`) name with a definition: the module whose
/// definition is kept.
fn choose_definitions(modules: &[Module]) -> Result<HashMap<String, usize>, ParseError> {
    // name -> (module, strong, line)
    let mut best: HashMap<String, (usize, bool, u32)> = HashMap::new();
    let mut consider = |name: &str, linkage: Linkage, line: u32, k: usize| -> Result<(), ParseError> {
        let strong = match linkage {
            Linkage::Visible => true,
            Linkage::Weak => false,
            _ => return Ok(()),
        };
        match best.get(name) {
            Some(&(prev, true, _)) if strong && prev != k => Err(ParseError {
                line,
                msg: format!("{name} is defined in module {} and module {}", prev + 1, k + 1),
            }),
            Some(&(_, prev_strong, _)) if prev_strong || !strong => Ok(()),
            _ => {
                best.insert(name.to_string(), (k, strong, line));
                Ok(())
            }
        }
    };
    for (k, m) in modules.iter().enumerate() {
        for v in &m.vars {
            consider(&v.name, v.linkage, v.line, k)?;
        }
        for f in m.funcs.iter().filter(|f| f.body.is_some()) {
            consider(&f.name, f.linkage, f.line, k)?;
        }
    }
    Ok(best.into_iter().map(|(n, (k, _, _))| (n, k)).collect())
}

/// Module-scope names of `m` (declared or defined, any linkage).
fn names_of(m: &Module) -> HashSet<String> {
    let vars = m.vars.iter().map(|v| v.name.clone());
    vars.chain(m.funcs.iter().map(|f| f.name.clone())).collect()
}

/// Renames each module's own (directive-less) names that another module also uses.
fn rename_internal_collisions(modules: &mut [Module]) {
    let names: Vec<HashSet<String>> = modules.iter().map(names_of).collect();
    for (k, m) in modules.iter_mut().enumerate() {
        // A prototype without a directive before a `.visible` definition is the same symbol.
        let linked: HashSet<String> = m
            .vars
            .iter()
            .filter(|v| v.linkage != Linkage::Internal)
            .map(|v| v.name.clone())
            .chain(
                m.funcs
                    .iter()
                    .filter(|f| f.linkage != Linkage::Internal)
                    .map(|f| f.name.clone()),
            )
            .collect();
        let internal = m
            .vars
            .iter()
            .filter(|v| v.linkage == Linkage::Internal)
            .map(|v| &v.name)
            .chain(
                m.funcs
                    .iter()
                    .filter(|f| f.linkage == Linkage::Internal)
                    .map(|f| &f.name),
            );
        let map: HashMap<String, String> = internal
            .filter(|n| !linked.contains(*n))
            .filter(|n| names.iter().enumerate().any(|(j, s)| j != k && s.contains(*n)))
            .map(|n| (n.clone(), format!("{n}$m{}", k + 1)))
            .collect();
        if !map.is_empty() {
            rename_module(m, &map);
        }
    }
}

fn rename_module(m: &mut Module, map: &HashMap<String, String>) {
    for v in &mut m.vars {
        rename_decl(v, map);
    }
    for f in &mut m.funcs {
        rename_function(f, map);
    }
}

fn rename_function(f: &mut Function, map: &HashMap<String, String>) {
    if let Some(n) = map.get(&f.name) {
        f.name = n.clone();
    }
    for s in f.body.iter_mut().flatten() {
        match s {
            Stmt::Decl(d) => d.init.iter_mut().for_each(|i| rename_init(i, map)),
            Stmt::Inst(i) => i.operands.iter_mut().for_each(|o| rename_operand(o, map)),
            _ => {}
        }
    }
}

fn rename_decl(v: &mut VarDecl, map: &HashMap<String, String>) {
    if let Some(n) = map.get(&v.name) {
        v.name = n.clone();
    }
    v.init.iter_mut().for_each(|i| rename_init(i, map));
}

fn rename_init(i: &mut Init, map: &HashMap<String, String>) {
    match i {
        Init::Sym(name, ..) => {
            if let Some(n) = map.get(name.as_str()) {
                *name = n.clone();
            }
        }
        Init::Masked(_, inner) => rename_init(inner, map),
        Init::Lit(_) => {}
    }
}

fn rename_operand(o: &mut OperandAst, map: &HashMap<String, String>) {
    match o {
        OperandAst::Name(name) | OperandAst::Addr(Some(name), _) => {
            if let Some(n) = map.get(name.as_str()) {
                *name = n.clone();
            }
        }
        OperandAst::Vector(v) | OperandAst::List(v) => v.iter_mut().for_each(|x| rename_operand(x, map)),
        _ => {}
    }
}
