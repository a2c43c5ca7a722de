//! Removing globals and functions renumbers the rest: no constant of the pool
//! may keep naming an id that is gone, or that now belongs to another entity.

use cranelift_entity::EntityRef;
use ptxc_ir::constants::ConstData;
use ptxc_ir::{Function, GlobalId, GlobalVar, Linkage, Module};

fn global(m: &mut Module, name: &str) -> GlobalId {
    let ty = m.types.i32();
    m.add_global(GlobalVar {
        name: name.into(),
        ty,
        addrspace: 1,
        linkage: Linkage::Internal,
        is_constant: false,
        initializer: None,
        align: 4,
        externally_initialized: false,
        section: None,
    })
}

#[test]
fn constants_naming_a_removed_global_become_poison() {
    let mut m = Module::new("r");
    let a = global(&mut m, "a");
    let dead = global(&mut m, "dead");
    let b = global(&mut m, "b");
    let dead_addr = m.consts.intern(ConstData::GlobalAddr(dead));
    let generic = m.types.ptr(0);
    let dead_cast = m.consts.intern(ConstData::AddrSpaceCast {
        value: dead_addr,
        ty: generic,
    });
    let dead_off = m.consts.intern(ConstData::GlobalOffset {
        global: dead,
        offset: 8,
    });
    let b_addr = m.consts.intern(ConstData::GlobalAddr(b));
    let a_addr = m.consts.intern(ConstData::GlobalAddr(a));
    m.retain_globals(&|id, _| id != dead);
    let global_ptr = m.types.ptr(1);
    assert_eq!(m.consts.get(dead_addr), &ConstData::Poison(global_ptr));
    assert_eq!(m.consts.get(dead_off), &ConstData::Poison(global_ptr));
    // The cast stays a cast, of the poison.
    assert_eq!(
        m.consts.get(dead_cast),
        &ConstData::AddrSpaceCast {
            value: dead_addr,
            ty: generic
        }
    );
    // `b` moved into the removed global's place; only its own address names it.
    assert_eq!(m.consts.get(b_addr), &ConstData::GlobalAddr(GlobalId::new(1)));
    assert_eq!(m.consts.get(a_addr), &ConstData::GlobalAddr(a));
    assert_eq!(m.globals[GlobalId::new(1)].name, "b");
    assert_eq!(m.consts.intern(ConstData::GlobalAddr(GlobalId::new(1))), b_addr);
}

#[test]
fn constants_naming_a_removed_function_become_poison() {
    let mut m = Module::new("r");
    let void = m.types.void();
    let fty = m.types.function(void, vec![], false);
    let dead = m.add_function(Function::new("dead", fty, vec![]));
    let kept = m.add_function(Function::new("kept", fty, vec![]));
    let dead_addr = m.consts.intern(ConstData::FuncAddr(dead));
    let kept_addr = m.consts.intern(ConstData::FuncAddr(kept));
    m.retain_functions(&|id, _| id != dead);
    let generic = m.types.ptr(0);
    assert_eq!(m.consts.get(dead_addr), &ConstData::Poison(generic));
    assert_eq!(m.consts.get(kept_addr), &ConstData::FuncAddr(dead));
    assert_eq!(m.functions[dead].name, "kept");
}
